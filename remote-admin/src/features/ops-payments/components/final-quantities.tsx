import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { LineQuantity } from 'shared-contracts/api/final-payment';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useFinalOrderStocking } from '../api/get-final-order-stocking';

/**
 * What a final payment takes of each stocked line (frozen on the payment with its amounts): approving it makes these
 * quantities the buyer's stock, and the rest goes back at the return deadline.
 */
export function FinalQuantities({ orderId, quantities }: { orderId: number; quantities: readonly LineQuantity[] }) {
  const locale = usePortalLocale();
  const stocking = useFinalOrderStocking(orderId);
  const lines = new Map((stocking.data?.lines ?? []).map((l) => [l.lineId, l]));
  return (
    <Stack gap="2" as="section" aria-labelledby="payment-quantities">
      <Heading as="h3" size="sm" id="payment-quantities"><FormattedMessage id="admin.ops.payments.final.quantities" /></Heading>
      {stocking.isError ? <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.ops.payments.final.linesUnavailable" /></Text> : null}
      <Table.Root size="sm" variant="outline" aria-labelledby="payment-quantities">
        <Table.Header>
          <Table.Row>
            {['goods', 'ordered', 'stocked', 'taken'].map((c) => (
              <Table.ColumnHeader key={c} textAlign={c === 'goods' ? undefined : 'end'}><FormattedMessage id={`admin.ops.payments.final.col.${c}`} /></Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {quantities.map((q) => {
            const line = lines.get(q.lineId);
            return (
              <Table.Row key={q.lineId}>
                <Table.Cell>
                  {line ? `${localized(line.goodsName, line.goodsNameI18n, locale)} · ${localized(line.specText, line.specI18n, locale)}` : `#${q.lineId}`}
                </Table.Cell>
                <Table.Cell textAlign="end">{line?.ordered ?? ''}</Table.Cell>
                <Table.Cell textAlign="end">{line?.stocked ?? ''}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">{q.quantity}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
