import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Dict } from 'shared-contracts/api/dict';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { Permission } from 'shared-contracts/react/permission';

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
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} whiteSpace="nowrap">
                <FormattedMessage id={`admin.dict.col.${c}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
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
                  <HStack gap="1">
                    <Permission value={['dict:edit']}>
                      <Button size="xs" variant="ghost" aria-label={intl.formatMessage({ id: 'admin.dict.editOf' }, { name: dict.name })} onClick={() => onEdit(dict)}>
                        <FormattedMessage id="admin.dict.edit" />
                      </Button>
                    </Permission>
                    <Permission value={['dict:del']}>
                      <Button size="xs" variant="ghost" colorPalette="red" aria-label={intl.formatMessage({ id: 'admin.dict.deleteOf' }, { name: dict.name })} onClick={() => onDelete(dict)}>
                        <FormattedMessage id="admin.dict.delete" />
                      </Button>
                    </Permission>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
