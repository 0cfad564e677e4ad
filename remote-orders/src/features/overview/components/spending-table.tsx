import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OverviewSpendingMonth } from 'shared-contracts/api/buyer-overview';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/** `YYYY-MM` as the reader's month name; the first of the month at noon UTC is that month in every time zone. */
const monthDate = (month: string) => `${month}-01T12:00:00.000Z`;

/**
 * Spending per month as a small table: month, amount with a bar of its share of the largest month, and payments.
 * The table is what a screen reader reads (caption, headers); the bars are drawn beside the figures and hidden
 * from it, so no chart library is needed and nothing is said only by a picture.
 */
export function SpendingTable({ months }: { months: OverviewSpendingMonth[] }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const largest = Math.max(...months.map((m) => m.amount), 0);
  return (
    <Stack as="section" aria-labelledby="overview-spending" gap="3">
      <Heading as="h2" size="lg" id="overview-spending"><FormattedMessage id="overview.spending.title" /></Heading>
      {largest === 0 ? (
        <Text color="fg.muted"><FormattedMessage id="overview.spending.none" values={{ months: months.length }} /></Text>
      ) : (
        <Table.Root size="sm" tableLayout="fixed" width="full">
          <Table.Caption captionSide="top" textAlign="start" color="fg.muted" fontSize="sm" mt="0" mb="2">
            <FormattedMessage id="overview.spending.caption" values={{ months: months.length }} />
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="30%"><FormattedMessage id="overview.spending.month" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="overview.spending.amount" /></Table.ColumnHeader>
              <Table.ColumnHeader width="22%" textAlign="end"><FormattedMessage id="overview.spending.payments" /></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {months.map((m) => (
              <Table.Row key={m.month}>
                <Table.Cell>{intl.formatDate(monthDate(m.month), { year: 'numeric', month: 'short', timeZone: 'UTC' })}</Table.Cell>
                <Table.Cell overflowWrap="anywhere">
                  <Text>{formatMoney(m.amount, locale)}</Text>
                  <Box aria-hidden="true" data-testid="spending-bar" h="1.5" mt="1" borderRadius="sm" bg="blue.solid"
                    width={`${Math.round((m.amount / largest) * 100)}%`} />
                </Table.Cell>
                <Table.Cell textAlign="end">{m.payments}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
