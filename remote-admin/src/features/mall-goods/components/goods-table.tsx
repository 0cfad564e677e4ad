import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Category, GoodsAdminRow } from 'shared-contracts/api/goods';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localized } from 'shared-contracts/mall/localized';
import { formatPriceRange } from 'shared-contracts/mall/money';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { Permission, usePermission } from 'shared-contracts/react/permission';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { categoryName, flattenCategories } from '../../mall-shared/utils/category-options';
import { SelectCheckbox } from '../../../components/select-checkbox';

const COLUMNS = ['select', 'cover', 'name', 'store', 'category', 'price', 'moq', 'skuCount', 'ddc', 'onSale', 'createTime', 'actions'] as const;

type GoodsTableProps = {
  goods: readonly GoodsAdminRow[];
  categories: readonly Category[];
  locale: Locale;
  onEdit: (goods: GoodsAdminRow) => void;
  onDelete: (goods: GoodsAdminRow) => void;
  /** Files a buyer's collected goods into the catalogue. */
  onPublish: (goods: GoodsAdminRow) => void;
  /** Ids chosen for deleting together. */
  selected: ReadonlySet<number>;
  onSelect: (id: number, checked: boolean) => void;
};

/** One page of goods: the Chinese name with its English / Vietnamese versions under it, prices in yuan. */
export function GoodsTable({ goods, categories, locale, onEdit, onDelete, onPublish, selected, onSelect }: GoodsTableProps) {
  const intl = useIntl();
  // Selecting is for deleting together: only holders of goods:del see the boxes.
  const selectable = usePermission(['goods:del']);
  const columns = selectable ? COLUMNS : COLUMNS.filter((c) => c !== 'select');
  const categoryById = new Map(flattenCategories(categories).map(({ category }) => [category.id, category]));
  return (
    <ListTable idPrefix="admin.mall.goods" columns={columns} numeric={['price', 'moq', 'skuCount']}>
      {goods.map((g) => {
        const name = localized(g.name, g.nameI18n, locale);
        const versions = [g.nameI18n.en, g.nameI18n.vi].filter(Boolean).join(' · ');
        const category = categoryById.get(g.categoryId);
        return (
          <Table.Row key={g.id}>
            {selectable ? (
              <Table.Cell w="8">
                <SelectCheckbox
                  checked={selected.has(g.id)}
                  onChange={(checked) => onSelect(g.id, checked)}
                  label={intl.formatMessage({ id: 'admin.mall.goods.selectOf' }, { name })}
                />
              </Table.Cell>
            ) : null}
            <Table.Cell w="16">
              <LazyImage src={g.coverUrl} alt={name} width="48px" height="48px" borderRadius="sm" />
            </Table.Cell>
            <Table.Cell minW="56" maxW="xs">
              <Text lineClamp={2}>{g.name}</Text>
              {versions ? <Text fontSize="xs" color="fg.muted" lineClamp={2}>{versions}</Text> : null}
              <Text fontSize="xs" color="fg.muted">#{g.id}</Text>
              {g.collector ? (
                <Badge size="sm" colorPalette="teal"><FormattedMessage id="admin.mall.goods.collectedBy" values={{ name: g.collector.name }} /></Badge>
              ) : null}
            </Table.Cell>
            <Table.Cell maxW="48">{localized(g.storeName, g.storeNameI18n, locale)}</Table.Cell>
            <Table.Cell>{category ? categoryName(category, locale) : `#${g.categoryId}`}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">{formatPriceRange(g.minPrice, g.maxPrice, locale)}</Table.Cell>
            <Table.Cell textAlign="end">{g.moq}</Table.Cell>
            <Table.Cell textAlign="end">{g.skuCount}</Table.Cell>
            <Table.Cell>
              {g.ddc ? (
                <Badge size="sm" colorPalette="purple">
                  {g.sourcePlatform ? intl.formatMessage({ id: `admin.mall.platform.${g.sourcePlatform}` }) : <FormattedMessage id="admin.yes" />}
                </Badge>
              ) : null}
            </Table.Cell>
            <Table.Cell>
              <Badge size="sm" colorPalette={g.onSale ? 'green' : 'gray'}>
                <FormattedMessage id={g.onSale ? 'admin.mall.goods.onSale' : 'admin.mall.goods.offSale'} />
              </Badge>
              {g.recommended ? (
                <Badge size="sm" colorPalette="orange" ms="1"><FormattedMessage id="admin.mall.goods.recommended" /></Badge>
              ) : null}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(g.createTime, locale)}</Table.Cell>
            <Table.Cell>
              <HStack gap="1">
                {g.collector ? (
                  <Permission value={['goods:edit']}>
                    <Button size="xs" variant="outline" colorPalette="teal" onClick={() => onPublish(g)}
                      aria-label={intl.formatMessage({ id: 'admin.mall.goods.publishOf' }, { name })}>
                      <FormattedMessage id="admin.mall.goods.publish" />
                    </Button>
                  </Permission>
                ) : null}
                <RowActions name={name} editPermission="goods:edit" deletePermission="goods:del" onEdit={() => onEdit(g)} onDelete={() => onDelete(g)} />
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
