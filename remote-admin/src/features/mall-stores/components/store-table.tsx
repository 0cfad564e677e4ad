import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useIntl } from 'react-intl';
import type { Store } from 'shared-contracts/api/goods';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localized } from 'shared-contracts/mall/localized';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { YesNo } from '../../mall-shared/components/yes-no';

const COLUMNS = ['name', 'location', 'platform', 'rating', 'goodsCount', 'enabled', 'actions'] as const;

type StoreTableProps = { stores: readonly Store[]; locale: Locale; onEdit: (s: Store) => void; onDelete: (s: Store) => void };

/** One page of stores: the Chinese name with its English and Vietnamese versions under it. */
export function StoreTable({ stores, locale, onEdit, onDelete }: StoreTableProps) {
  const intl = useIntl();
  return (
    <ListTable idPrefix="admin.mall.store" columns={COLUMNS} numeric={['rating', 'goodsCount']}>
      {stores.map((store) => {
        const name = localized(store.name, store.nameI18n, locale);
        const versions = [store.nameI18n.en, store.nameI18n.vi].filter(Boolean).join(' · ');
        return (
          <Table.Row key={store.id}>
            <Table.Cell>
              <Text>{store.name}</Text>
              {versions ? <Text fontSize="xs" color="fg.muted">{versions}</Text> : null}
            </Table.Cell>
            <Table.Cell>{store.location ? localized(store.location, store.locationI18n, locale) : ''}</Table.Cell>
            <Table.Cell>{store.platform ? intl.formatMessage({ id: `admin.mall.platform.${store.platform}` }) : ''}</Table.Cell>
            <Table.Cell textAlign="end">{(store.rating / 10).toFixed(1)}</Table.Cell>
            <Table.Cell textAlign="end">{store.goodsCount}</Table.Cell>
            <Table.Cell><YesNo value={store.enabled} /></Table.Cell>
            <Table.Cell>
              <RowActions name={name} editPermission="store:edit" deletePermission="store:del" onEdit={() => onEdit(store)} onDelete={() => onDelete(store)} />
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
