import { Alert } from '@chakra-ui/react/alert';
import { Text } from '@chakra-ui/react/text';
import { Stack } from '@chakra-ui/react/stack';
import { FormattedMessage } from 'react-intl';
import type { ImportProblem } from 'shared-contracts/api/shipments';
import { useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';

/** The refused file's bad rows: the sheet row number, the column (as the template names it) and the message. */
export function ImportProblems({ problems }: { problems: readonly ImportProblem[] }) {
  const errorText = useErrorTextOr('shipments.form.invalid');
  const header = (c: string) => <FormattedMessage id={`shipments.batch.col.${c}`} />;
  const columns: ResponsiveColumn<ImportProblem>[] = [
    { key: 'row', header: header('row'), cell: (p) => p.row },
    { key: 'column', header: header('column'), cell: (p) => <FormattedMessage id={`shipments.batch.column.${p.column}`} /> },
    { key: 'message', header: header('message'), phone: 'wide', cell: (p) => errorText(p.message) },
  ];
  return (
    <Stack gap="3">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title><FormattedMessage id="mall.importRowsInvalid" /></Alert.Title>
      </Alert.Root>
      <Text id="import-problems-caption" fontWeight="medium">
        <FormattedMessage id="shipments.batch.problems" values={{ count: problems.length }} />
      </Text>
      <ResponsiveTable rows={problems} columns={columns} rowKey={(p) => `${p.row}-${p.column}`} labelledBy="import-problems-caption" />
    </Stack>
  );
}
