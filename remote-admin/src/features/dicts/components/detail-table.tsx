import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { DictDetail } from 'shared-contracts/api/dict';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';

type DetailTableProps = {
  details: readonly DictDetail[];
  onEdit: (detail: DictDetail) => void;
  onDelete: (detail: DictDetail) => void;
};

const COLUMNS = ['label', 'labelEn', 'labelVi', 'value', 'sort', 'actions'] as const;

/** One page of entries, every language side by side: this is where translations are checked. */
export function DetailTable({ details, onEdit, onDelete }: DetailTableProps) {
  return (
    <ListTable idPrefix="admin.dict" columns={COLUMNS} numeric={['sort']}>
      {details.map((detail) => (
        <Table.Row key={detail.id}>
          <Table.Cell>{detail.label}</Table.Cell>
          <Table.Cell>{detail.labelI18n.en ?? ''}</Table.Cell>
          <Table.Cell>{detail.labelI18n.vi ?? ''}</Table.Cell>
          <Table.Cell><Text as="span" fontFamily="mono" fontSize="xs">{detail.value}</Text></Table.Cell>
          <Table.Cell textAlign="end">{detail.dictSort}</Table.Cell>
          <Table.Cell>
            <RowActions
              name={detail.label}
              editPermission="dict:edit"
              deletePermission="dict:del"
              onEdit={() => onEdit(detail)}
              onDelete={() => onDelete(detail)}
            />
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
