import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DictDetail } from 'shared-contracts/api/dict';
import { Permission } from 'shared-contracts/react/permission';

type DetailTableProps = {
  details: readonly DictDetail[];
  onEdit: (detail: DictDetail) => void;
  onDelete: (detail: DictDetail) => void;
};

const COLUMNS = ['label', 'labelEn', 'labelVi', 'value', 'sort', 'actions'] as const;

/** One page of entries, every language side by side: this is where translations are checked. */
export function DetailTable({ details, onEdit, onDelete }: DetailTableProps) {
  const intl = useIntl();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} whiteSpace="nowrap" textAlign={c === 'sort' ? 'end' : undefined}>
                <FormattedMessage id={`admin.dict.col.${c}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {details.map((detail) => (
            <Table.Row key={detail.id}>
              <Table.Cell>{detail.label}</Table.Cell>
              <Table.Cell>{detail.labelI18n.en ?? ''}</Table.Cell>
              <Table.Cell>{detail.labelI18n.vi ?? ''}</Table.Cell>
              <Table.Cell><Text as="span" fontFamily="mono" fontSize="xs">{detail.value}</Text></Table.Cell>
              <Table.Cell textAlign="end">{detail.dictSort}</Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <Permission value={['dict:edit']}>
                    <Button size="xs" variant="ghost" aria-label={intl.formatMessage({ id: 'admin.dict.editOf' }, { name: detail.label })} onClick={() => onEdit(detail)}>
                      <FormattedMessage id="admin.dict.edit" />
                    </Button>
                  </Permission>
                  <Permission value={['dict:del']}>
                    <Button size="xs" variant="ghost" colorPalette="red" aria-label={intl.formatMessage({ id: 'admin.dict.deleteOf' }, { name: detail.label })} onClick={() => onDelete(detail)}>
                      <FormattedMessage id="admin.dict.delete" />
                    </Button>
                  </Permission>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
