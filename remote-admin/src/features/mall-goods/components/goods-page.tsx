import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GoodsAdminRow } from 'shared-contracts/api/goods';
import { localized } from 'shared-contracts/mall/localized';
import { ExportButton } from 'shared-contracts/react/export-button';
import { Permission } from 'shared-contracts/react/permission';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useCategoryTree } from '../../mall-shared/api/get-category-tree';
import { ListBody } from '../../mall-shared/components/list-body';
import { Pager } from '../../../components/pager';
import { exportGoods } from '../api/export-goods';
import { useAdminGoods, type GoodsListQuery } from '../api/get-admin-goods';
import { useDeleteGoods } from '../api/delete-goods';
import { newGoodsValues } from '../utils/goods-form';
import { EditGoodsDialog } from './edit-goods-dialog';
import { GoodsFilters } from './goods-filters';
import { GoodsFormDialog } from './goods-form-dialog';
import { GoodsTable } from './goods-table';
import { PublishGoodsDialog } from './publish-goods-dialog';
import { SelectCheckbox } from '../../../components/select-checkbox';
import { TitleWithAdd } from '../../../components/title-with-add';

export const GOODS_PAGE_SIZE = 20;
type Filters = Omit<GoodsListQuery, 'page' | 'size'>;

/**
 * `admin/mall/Goods`: the catalogue for staff, on sale or not, with the goods editor (goods:* codes), and the goods
 * buyers collected, to be filed into the catalogue.
 */
export function GoodsPage() {
  const intl = useIntl();
  const locale = usePortalLocale();
  const [filters, setFilters] = useState<Filters>({ keyword: '', categoryId: '', ddc: '', onSale: '', collected: '' });
  const [page, setPage] = useState(0);
  const list = useAdminGoods({ ...filters, page, size: GOODS_PAGE_SIZE });
  const categories = useCategoryTree();
  const [editing, setEditing] = useState<{ id: number } | 'new' | null>(null);
  // One goods (its row's button) or the selected ones (the toolbar's button).
  const [deleting, setDeleting] = useState<readonly GoodsAdminRow[] | null>(null);
  const [publishing, setPublishing] = useState<GoodsAdminRow | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const remove = useDeleteGoods();
  const rows = list.data?.content ?? [];
  // Selection belongs to the page on show: another page or filter starts with none.
  const shown = (next: () => void) => { next(); setSelected(new Set()); };
  const select = (id: number, checked: boolean) => setSelected((s) => {
    const next = new Set(s);
    if (checked) next.add(id);
    else next.delete(id);
    return next;
  });
  const allChecked = rows.length > 0 && rows.every((g) => selected.has(g.id));

  return (
    <Stack gap="4">
      <TitleWithAdd titleId="admin.mall.goods.title" addId="admin.mall.goods.add" permission="goods:add" onAdd={() => setEditing('new')} />
      <GoodsFilters filters={filters} onChange={(next) => shown(() => { setFilters(next); setPage(0); })} />
      <HStack gap="3" wrap="wrap">
        <Permission value={['goods:del']}>
          <HStack gap="3" wrap="wrap">
            <SelectCheckbox
              checked={allChecked ? true : selected.size > 0 ? 'indeterminate' : false}
              onChange={(checked) => setSelected(checked ? new Set(rows.map((g) => g.id)) : new Set())}
              label={intl.formatMessage({ id: 'admin.mall.goods.selectPage' })}
              visibleLabel={<FormattedMessage id="admin.mall.goods.selectPage" />}
            />
            <Button size="xs" variant="outline" colorPalette="red" disabled={selected.size === 0} onClick={() => setDeleting(rows.filter((g) => selected.has(g.id)))}>
              <FormattedMessage id="admin.mall.goods.deleteSelected" values={{ count: selected.size }} />
            </Button>
          </HStack>
        </Permission>
        <Box ms="auto">
          <ExportButton file="goods" download={(target) => exportGoods(filters, target)} />
        </Box>
      </HStack>
      <ListBody
        list={{ data: list.data?.content, isError: list.isError, refetch: list.refetch }}
        emptyText={<FormattedMessage id={filters.keyword ? 'admin.mall.goods.noMatch' : 'admin.mall.goods.empty'} values={{ query: filters.keyword }} />}
      >
        <GoodsTable
          goods={rows}
          categories={categories.data ?? []}
          locale={locale}
          onEdit={(g) => setEditing({ id: g.id })}
          onDelete={(g) => setDeleting([g])}
          onPublish={setPublishing}
          selected={selected}
          onSelect={select}
        />
        <Pager page={page} size={GOODS_PAGE_SIZE} total={list.data?.totalElements ?? 0} onPageChange={(p) => shown(() => setPage(p))} />
      </ListBody>
      {editing === 'new' ? <GoodsFormDialog initial={newGoodsValues()} onClose={() => setEditing(null)} /> : null}
      {editing && editing !== 'new' ? <EditGoodsDialog id={editing.id} onClose={() => setEditing(null)} /> : null}
      {publishing ? <PublishGoodsDialog goods={publishing} onDone={() => setPublishing(null)} onClose={() => setPublishing(null)} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={deleting.length === 1 && deleting[0]
            ? <FormattedMessage id="admin.mall.goods.confirm" values={{ name: localized(deleting[0].name, deleting[0].nameI18n, locale) }} />
            : <FormattedMessage id="admin.mall.goods.confirmMany" values={{ count: deleting.length }} />}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.map((g) => g.id), {
            onSuccess: () => {
              setDeleting(null);
              setSelected(new Set());
            },
          })}
        />
      ) : null}
    </Stack>
  );
}
