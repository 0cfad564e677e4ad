import { DataList } from '@chakra-ui/react/data-list';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderDetail } from 'shared-contracts/api/orders';
import type { PaymentBreakdown, PaymentDue } from 'shared-contracts/api/payments';
import { DEPOSIT_RATE_PERCENT, formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/** Parts of a payment beyond the goods (the final balance has them; a deposit is the goods' share alone). */
const EXTRA_PARTS = ['serviceFee', 'packageFee', 'tax', 'depositCredited'] as const satisfies readonly (keyof PaymentBreakdown)[];

function Row({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue fontWeight={strong ? 'semibold' : undefined} fontSize={strong ? 'lg' : undefined}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * What is due and how it is made: the deposit (SPEC §9: 30% of the goods total) in CNY, today's exchange rate and
 * the amount in dong the bank transfer pays. The rate is frozen on the payment when it is submitted.
 */
export function AmountDue({ order, due }: { order: OrderDetail; due: PaymentDue }) {
  const locale = usePortalLocale();
  const cny = (fen: number) => formatMoney(fen, locale, due.currency);
  const vnd = (dong: number) => formatMoney(dong, locale, 'VND');
  return (
    <>
      <DataList.Root orientation="horizontal" size="md">
        <Row label={<FormattedMessage id="payments.due.goodsTotal" />}>{cny(order.goodsTotal)}</Row>
        <Row label={<FormattedMessage id="payments.due.deposit" values={{ rate: DEPOSIT_RATE_PERCENT }} />}>{cny(due.breakdown.goods)}</Row>
        {EXTRA_PARTS.filter((part) => due.breakdown[part] !== 0).map((part) => (
          <Row key={part} label={<FormattedMessage id={`payments.due.${part}`} />}>
            {cny(part === 'depositCredited' ? -due.breakdown[part] : due.breakdown[part])}
          </Row>
        ))}
        <Row label={<FormattedMessage id="payments.due.amount" />} strong>{cny(due.amount)}</Row>
        <Row label={<FormattedMessage id="payments.due.rate" />}>
          <FormattedMessage id="payments.due.rateValue" values={{ one: cny(100), rate: vnd(due.exchangeRate) }} />
        </Row>
        <Row label={<FormattedMessage id="payments.due.amountVnd" />} strong>{vnd(due.amountVnd)}</Row>
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.due.rateNote" /></Text>
    </>
  );
}
