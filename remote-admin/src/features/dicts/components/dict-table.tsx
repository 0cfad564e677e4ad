import { Button } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useIntl } from 'react-intl';
import type { Dict } from 'shared-contracts/api/dict';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';

type DictTableProps = {
  dicts: readonly Dict[];
  selectedId: number | undefined;
  locale: Locale;
  onSelect: (dict: Dict) => void;
  onEdit: (dict: Dict) => void;
  onDelete: (dict: Dict) => void;
};

const COLUMNS = ['name', 'description', 'createTime', 'actions'] as const;

/** One page of dictionaries; the name is a toggle button that shows the dictionary's entries beside. */
export function DictTable({ dicts, selectedId, locale, onSelect, onEdit, onDelete }: DictTableProps) {
  const intl = useIntl();
  return (
    <ListTable idPrefix="admin.dict" columns={COLUMNS}>
      {dicts.map((dict) => {
        const selected = dict.id === selectedId;
        return (
          <Table.Row key={dict.id} bg={selected ? 'bg.emphasized' : undefined}>
            <Table.Cell>
              <Button
                size="xs"
                variant="plain"
                fontFamily="mono"
                aria-pressed={selected}
                title={intl.formatMessage({ id: 'admin.dict.select' }, { name: dict.name })}
                onClick={() => onSelect(dict)}
              >
                {dict.name}
              </Button>
            </Table.Cell>
            <Table.Cell><Text lineClamp={2}>{dict.description ?? ''}</Text></Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(dict.createTime, locale)}</Table.Cell>
            <Table.Cell>
              <RowActions
                name={dict.name}
                editPermission="dict:edit"
                deletePermission="dict:del"
                onEdit={() => onEdit(dict)}
                onDelete={() => onDelete(dict)}
              />
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
