import { Alert } from '@chakra-ui/react/alert';
import { Table } from '@chakra-ui/react/table';
import { Stack } from '@chakra-ui/react/stack';
import { FormattedMessage } from 'react-intl';
import type { ImportProblem } from 'shared-contracts/api/shipments';
import { useErrorTextOr } from 'shared-contracts/react/labelled-field';

/** The refused file's bad rows: the sheet row number, the column (as the template names it) and the message. */
export function ImportProblems({ problems }: { problems: readonly ImportProblem[] }) {
  const errorText = useErrorTextOr('shipments.form.invalid');
  return (
    <Stack gap="3">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title><FormattedMessage id="mall.importRowsInvalid" /></Alert.Title>
      </Alert.Root>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-labelledby="import-problems-caption">
          <Table.Caption id="import-problems-caption" captionSide="top" textAlign="start">
            <FormattedMessage id="shipments.batch.problems" values={{ count: problems.length }} />
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><FormattedMessage id="shipments.batch.col.row" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="shipments.batch.col.column" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="shipments.batch.col.message" /></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {problems.map((p) => (
              <Table.Row key={`${p.row}-${p.column}`}>
                <Table.Cell>{p.row}</Table.Cell>
                <Table.Cell><FormattedMessage id={`shipments.batch.column.${p.column}`} /></Table.Cell>
                <Table.Cell>{errorText(p.message)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
