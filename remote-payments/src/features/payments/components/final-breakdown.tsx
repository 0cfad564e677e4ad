import { DataList } from '@chakra-ui/react/data-list';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaymentDue } from 'shared-contracts/api/payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

function Row({ labelId, values, children, strong }: { labelId: string; values?: Record<string, ReactNode>; children: ReactNode; strong?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel><FormattedMessage id={labelId} values={values} /></DataList.ItemLabel>
      <DataList.ItemValue fontWeight={strong ? 'semibold' : undefined} fontSize={strong ? 'lg' : undefined}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * How the final balance is made (docs/orders.md): the goods taken, the service fee, a package fee per line taken, the
 * Vietnam tax on all three, less the deposit already paid; then the amount in dong at today's rate, frozen on submit.
 */
export function FinalBreakdown({ due }: { due: PaymentDue }) {
  const locale = usePortalLocale();
  const cny = (fen: number) => formatMoney(fen, locale, due.currency);
  const { breakdown } = due;
  const packages = due.lines.filter((l) => l.quantity > 0).length;
  return (
    <>
      <DataList.Root orientation="horizontal" size="md">
        <Row labelId="payments.final.goods">{cny(breakdown.goods)}</Row>
        <Row labelId="payments.due.serviceFee">{cny(breakdown.serviceFee)}</Row>
        <Row labelId="payments.final.packageFee" values={{ packages }}>{cny(breakdown.packageFee)}</Row>
        <Row labelId="payments.due.tax">{cny(breakdown.tax)}</Row>
        <Row labelId="payments.due.depositCredited">{cny(-breakdown.depositCredited)}</Row>
        <Row labelId="payments.due.amount" strong>{cny(due.amount)}</Row>
        <Row labelId="payments.due.rate">
          <FormattedMessage id="payments.due.rateValue" values={{ one: cny(100), rate: formatMoney(due.exchangeRate, locale, 'VND') }} />
        </Row>
        <Row labelId="payments.due.amountVnd" strong>{formatMoney(due.amountVnd, locale, 'VND')}</Row>
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.final.rateNote" /></Text>
    </>
  );
}
