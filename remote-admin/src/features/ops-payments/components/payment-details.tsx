import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentBreakdown, StaffPayment } from 'shared-contracts/api/payments';
import { formatDateTime } from 'shared-contracts/format';
import { DEPOSIT_RATE_PERCENT, formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { DetailRow } from '../../../components/detail-row';
import { TitledPicture } from '../../ops-shared/components/titled-picture';
import { AmountCheck } from './amount-check';
import { FinalQuantities } from './final-quantities';
import { OnlineDetails } from './online-details';
import { PaymentStatusBadge } from './payment-status-badge';

/** A payment's picture: the voucher or the remittance, which a buyer may not have sent. */
function PaymentPicture({ url, title }: { url: string | null; title: string }) {
  return (
    <TitledPicture url={url} title={title} maxH="80" noneText={<FormattedMessage id="admin.ops.payments.picture.none" />}
      loadingText={<FormattedMessage id="admin.ops.payments.picture.loading" />} failedText={<FormattedMessage id="admin.ops.payments.picture.failed" />} />
  );
}

const PARTS = ['goods', 'serviceFee', 'packageFee', 'tax', 'depositCredited'] as const satisfies readonly (keyof PaymentBreakdown)[];

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
        <DetailRow labelId="admin.ops.payments.col.status"><PaymentStatusBadge status={p.status} /></DetailRow>
        <DetailRow labelId="admin.ops.payments.col.payer">{p.buyerName}</DetailRow>
        <DetailRow labelId="admin.ops.payments.col.orderNo">{p.orderNo}</DetailRow>
        <DetailRow labelId="admin.ops.payments.col.kind"><FormattedMessage id={`admin.ops.payments.kind.${p.kind}`} /></DetailRow>
        <DetailRow labelId="admin.ops.payments.method"><FormattedMessage id={`admin.ops.payments.method.${p.method}`} /></DetailRow>
        <DetailRow labelId="admin.ops.payments.col.time">{formatDateTime(p.createTime, locale)}</DetailRow>
      </DataList.Root>
      <Stack gap="2" as="section" aria-labelledby="payment-breakdown">
        <Heading as="h3" size="sm" id="payment-breakdown"><FormattedMessage id="admin.ops.payments.breakdown" /></Heading>
        <DataList.Root orientation="horizontal" size="sm">
          {PARTS.filter((part) => part === 'goods' || p.breakdown[part] !== 0).map((part) => (
            <DetailRow key={part} labelId={`admin.ops.payments.part.${p.kind === 'deposit' && part === 'goods' ? 'deposit' : part}`} values={{ rate: DEPOSIT_RATE_PERCENT }}>
              {cny(part === 'depositCredited' ? -p.breakdown[part] : p.breakdown[part])}
            </DetailRow>
          ))}
          <DetailRow labelId="admin.ops.payments.amountDue">{cny(p.amount)}</DetailRow>
          <DetailRow labelId="admin.ops.payments.rate">{`${cny(100)} = ${vnd(p.exchangeRate)}`}</DetailRow>
          <DetailRow labelId="admin.ops.payments.amountDueVnd">{vnd(p.amountVnd)}</DetailRow>
          <DetailRow labelId="admin.ops.payments.col.remitted"><AmountCheck payment={p} /></DetailRow>
        </DataList.Root>
      </Stack>
      {p.kind === 'final' && p.quantities ? <FinalQuantities orderId={p.orderId} quantities={p.quantities} /> : null}
      <DataList.Root orientation="horizontal" size="sm">
        <DetailRow labelId="admin.ops.payments.remitterName">{p.remitterName ?? '—'}</DetailRow>
        <DetailRow labelId="admin.ops.payments.remitterBank">{p.remitterBank ?? '—'}</DetailRow>
        <DetailRow labelId="admin.ops.payments.remarks">{p.remarks ?? '—'}</DetailRow>
        {p.reviewerName ? (
          <DetailRow labelId="admin.ops.payments.reviewed">
            <FormattedMessage id="admin.ops.payments.reviewedBy" values={{ name: p.reviewerName, time: p.reviewTime ? formatDateTime(p.reviewTime, locale) : '' }} />
          </DetailRow>
        ) : null}
        {p.failureReason ? <DetailRow labelId="admin.ops.payments.failureReason">{p.failureReason}</DetailRow> : null}
      </DataList.Root>
    </Stack>
  );
}
