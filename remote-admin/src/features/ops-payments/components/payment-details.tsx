import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentBreakdown, StaffPayment } from 'shared-contracts/api/payments';
import { formatDateTime } from 'shared-contracts/format';
import { DEPOSIT_RATE_PERCENT, formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { AmountCheck } from './amount-check';
import { FinalQuantities } from './final-quantities';
import { OnlineDetails } from './online-details';
import { PaymentPicture } from './payment-picture';
import { PaymentStatusBadge } from './payment-status-badge';

const PARTS = ['goods', 'serviceFee', 'packageFee', 'tax', 'depositCredited'] as const satisfies readonly (keyof PaymentBreakdown)[];

function Row({ labelId, values, children }: { labelId: string; values?: Record<string, number>; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel><FormattedMessage id={labelId} values={values} /></DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** A payment in full for the operator deciding on it: the pictures, what was due and how, what was remitted by whom. */
export function PaymentDetails({ payment: p }: { payment: StaffPayment }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const cny = (fen: number) => formatMoney(fen, locale, p.currency);
  const vnd = (dong: number) => formatMoney(dong, locale, 'VND');
  return (
    <Stack gap="5">
      {/* An online payment has no pictures: the provider's trade number is what the operator checks. */}
      {p.online ? <OnlineDetails online={p.online} /> : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <PaymentPicture url={p.voucherUrl} title={intl.formatMessage({ id: 'admin.ops.payments.voucher' })} />
          <PaymentPicture url={p.remittanceUrl} title={intl.formatMessage({ id: 'admin.ops.payments.remittance' })} />
        </SimpleGrid>
      )}
      <DataList.Root orientation="horizontal" size="sm">
        <Row labelId="admin.ops.payments.col.status"><PaymentStatusBadge status={p.status} /></Row>
        <Row labelId="admin.ops.payments.col.payer">{p.buyerName}</Row>
        <Row labelId="admin.ops.payments.col.orderNo">{p.orderNo}</Row>
        <Row labelId="admin.ops.payments.col.kind"><FormattedMessage id={`admin.ops.payments.kind.${p.kind}`} /></Row>
        <Row labelId="admin.ops.payments.method"><FormattedMessage id={`admin.ops.payments.method.${p.method}`} /></Row>
        <Row labelId="admin.ops.payments.col.time">{formatDateTime(p.createTime, locale)}</Row>
      </DataList.Root>
      <Stack gap="2" as="section" aria-labelledby="payment-breakdown">
        <Heading as="h3" size="sm" id="payment-breakdown"><FormattedMessage id="admin.ops.payments.breakdown" /></Heading>
        <DataList.Root orientation="horizontal" size="sm">
          {PARTS.filter((part) => part === 'goods' || p.breakdown[part] !== 0).map((part) => (
            <Row key={part} labelId={`admin.ops.payments.part.${p.kind === 'deposit' && part === 'goods' ? 'deposit' : part}`} values={{ rate: DEPOSIT_RATE_PERCENT }}>
              {cny(part === 'depositCredited' ? -p.breakdown[part] : p.breakdown[part])}
            </Row>
          ))}
          <Row labelId="admin.ops.payments.amountDue">{cny(p.amount)}</Row>
          <Row labelId="admin.ops.payments.rate">{`${cny(100)} = ${vnd(p.exchangeRate)}`}</Row>
          <Row labelId="admin.ops.payments.amountDueVnd">{vnd(p.amountVnd)}</Row>
          <Row labelId="admin.ops.payments.col.remitted"><AmountCheck payment={p} /></Row>
        </DataList.Root>
      </Stack>
      {p.kind === 'final' && p.quantities ? <FinalQuantities orderId={p.orderId} quantities={p.quantities} /> : null}
      <DataList.Root orientation="horizontal" size="sm">
        <Row labelId="admin.ops.payments.remitterName">{p.remitterName ?? '—'}</Row>
        <Row labelId="admin.ops.payments.remitterBank">{p.remitterBank ?? '—'}</Row>
        <Row labelId="admin.ops.payments.remarks">{p.remarks ?? '—'}</Row>
        {p.reviewerName ? (
          <Row labelId="admin.ops.payments.reviewed">
            <FormattedMessage id="admin.ops.payments.reviewedBy" values={{ name: p.reviewerName, time: p.reviewTime ? formatDateTime(p.reviewTime, locale) : '' }} />
          </Row>
        ) : null}
        {p.failureReason ? <Row labelId="admin.ops.payments.failureReason">{p.failureReason}</Row> : null}
      </DataList.Root>
    </Stack>
  );
}
