import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { BuyerOverview } from 'shared-contracts/api/buyer-overview';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { useMyOverview } from '../api/get-my-overview';
import { OverviewSection } from './overview-section';
import { DuePaymentEntry, RejectedPaymentEntry } from './payment-entries';
import { SpendingTable } from './spending-table';
import { ExpiringStockEntry, RefundEntry, ShipmentEntry } from './under-way-entries';

/** My overview (orders/MyOverview, docs/buyer-overview.md): anonymous visitors see the sign-in prompt, no request. */
export function OverviewPage() {
  return useSignedIn() ? <Overview /> : <LoginRequired />;
}

function Overview() {
  const overview = useMyOverview();
  return (
    <Stack gap="6" maxW="4xl" minW="0">
      <Stack gap="2">
        <Heading as="h1" size="2xl"><FormattedMessage id="overview.title" /></Heading>
        <Text color="fg.muted"><FormattedMessage id="overview.description" /></Text>
      </Stack>
      {overview.data === undefined && overview.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description><FormattedMessage id="overview.loadFailed" /></Alert.Description>
          <Button size="sm" variant="outline" onClick={() => void overview.refetch()}><FormattedMessage id="overview.retry" /></Button>
        </Alert.Root>
      ) : overview.data === undefined ? (
        <HStack role="status" gap="2" py="8" justify="center"><Spinner size="sm" /><Text><FormattedMessage id="overview.loading" /></Text></HStack>
      ) : (
        <Sections overview={overview.data} />
      )}
    </Stack>
  );
}

/**
 * The sections in the order of urgency: money with a deadline (payments due, then rejected ones to make again, then
 * stock the unpaid balance will lose), then what others are doing for the buyer (shipments, refunds), then history.
 */
function Sections({ overview: o }: { overview: BuyerOverview }) {
  return (
    <>
      <OverviewSection id="due" titleId="overview.due.title" total={o.duePayments.total} shown={o.duePayments.items.length}
        empty={<FormattedMessage id="overview.due.empty" />} seeAll={{ to: '/myOrder', labelId: 'overview.due.seeAll' }}>
        {o.duePayments.items.map((p) => <DuePaymentEntry key={`${p.orderId}-${p.kind}`} payment={p} />)}
      </OverviewSection>
      <OverviewSection id="rejected" titleId="overview.rejected.title" total={o.rejectedPayments.total} shown={o.rejectedPayments.items.length}
        empty={<FormattedMessage id="overview.rejected.empty" />} seeAll={{ to: '/myPayment', labelId: 'overview.rejected.seeAll' }}>
        {o.rejectedPayments.items.map((p) => <RejectedPaymentEntry key={`${p.orderId}-${p.kind}`} payment={p} />)}
      </OverviewSection>
      <OverviewSection id="stock" titleId="overview.stock.title" total={o.expiringStock.total} shown={o.expiringStock.items.length}
        empty={<FormattedMessage id="overview.stock.empty" values={{ days: o.expiringWithinDays }} />} seeAll={{ to: '/myStock', labelId: 'overview.stock.seeAll' }}>
        {o.expiringStock.items.map((s) => <ExpiringStockEntry key={s.orderId} stock={s} />)}
      </OverviewSection>
      <OverviewSection id="shipments" titleId="overview.shipments.title" total={o.shipments.total} shown={o.shipments.items.length}
        empty={<FormattedMessage id="overview.shipments.empty" />} seeAll={{ to: '/myInvoicesOrder', labelId: 'overview.shipments.seeAll' }}>
        {o.shipments.items.map((s) => <ShipmentEntry key={s.id} shipment={s} />)}
      </OverviewSection>
      <OverviewSection id="refunds" titleId="overview.refunds.title" total={o.refunds.total} shown={o.refunds.items.length}
        empty={<FormattedMessage id="overview.refunds.empty" />} seeAll={{ to: '/myOrder', labelId: 'overview.refunds.seeAll' }}>
        {o.refunds.items.map((r) => <RefundEntry key={r.id} refund={r} />)}
      </OverviewSection>
      <SpendingTable months={o.spending} />
    </>
  );
}
