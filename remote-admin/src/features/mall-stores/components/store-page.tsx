import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Store } from 'shared-contracts/api/goods';
import { localized } from 'shared-contracts/mall/localized';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useStores } from '../../mall-shared/api/get-stores';
import { ListBody } from '../../mall-shared/components/list-body';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { useDeleteStores } from '../api/delete-stores';
import { newStoreValues, storeToValues, type StoreFormValues } from '../utils/store-form';
import { StoreFormDialog } from './store-form-dialog';
import { StoreTable } from './store-table';
import { TitleWithAdd } from '../../../components/title-with-add';

export const STORE_PAGE_SIZE = 20;

/** `admin/mall/Store`: the mall's stores (merchants), paged, edited with the store:* codes. */
export function StorePage() {
  const locale = usePortalLocale();
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const [blurry, setBlurry] = useState('');
  const list = useStores({ page, size: STORE_PAGE_SIZE, blurry });
  const [editing, setEditing] = useState<StoreFormValues | null>(null);
  const [deleting, setDeleting] = useState<Store | null>(null);
  const remove = useDeleteStores();

  return (
    <Stack gap="4">
      <TitleWithAdd titleId="admin.mall.store.title" addId="admin.mall.store.add" permission="store:add" onAdd={() => setEditing(newStoreValues())} />
      <SearchBox
        label={intl.formatMessage({ id: 'admin.mall.store.search' })}
        placeholder={intl.formatMessage({ id: 'admin.mall.store.searchPlaceholder' })}
        onSearch={(text) => { setBlurry(text); setPage(0); }}
      />
      <ListBody list={{ data: list.data?.content, isError: list.isError, refetch: list.refetch }} emptyText={blurry ? <FormattedMessage id="admin.mall.store.noMatch" values={{ query: blurry }} /> : <FormattedMessage id="admin.mall.store.empty" />}>
        <StoreTable stores={list.data?.content ?? []} locale={locale} onEdit={(s) => setEditing(storeToValues(s))} onDelete={setDeleting} />
        <Pager page={page} size={STORE_PAGE_SIZE} total={list.data?.totalElements ?? 0} onPageChange={setPage} />
      </ListBody>
      {editing ? <StoreFormDialog initial={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={<FormattedMessage id="admin.mall.store.confirm" values={{ name: localized(deleting.name, deleting.nameI18n, locale) }} />}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          // A refusal (the store still has goods) is toasted by the shared client; the dialog stays for another try.
          onConfirm={() => remove.mutate([deleting.id], { onSuccess: () => setDeleting(null) })}
        />
      ) : null}
    </Stack>
  );
}
