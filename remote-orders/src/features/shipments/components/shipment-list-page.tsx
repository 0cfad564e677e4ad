import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Truck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Shipment, ShipmentState } from 'shared-contracts/api/shipments';
import { ConfirmDialog } from 'shared-contracts/react/confirm-dialog';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { useCancelShipment } from '../api/cancel-shipment';
import { SHIPMENT_PAGE_SIZE, useMyShipments } from '../api/get-my-shipments';
import { ShipmentCard } from './shipment-card';
import { ShipmentPager } from './shipment-pager';
import { ShipmentSearch } from './shipment-search';
import { ShipmentStatusTabs } from './shipment-status-tabs';

/** What other features add to each shipment card, composed in exposed/ShipmentList.tsx (after-sales). */
type ShipmentListPageProps = { afterSales?: ((shipment: Shipment) => ReactNode) | undefined };

/** `/myInvoicesOrder` (orders/ShipmentList): my shipments. Anonymous visitors see the sign-in prompt, no request. */
export function ShipmentListPage({ afterSales }: ShipmentListPageProps = {}) {
  return useSignedIn() ? <MyShipments afterSales={afterSales} /> : <LoginRequired />;
}

function MyShipments({ afterSales }: ShipmentListPageProps) {
  const [status, setStatus] = useState<ShipmentState | null>(null);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [cancelling, setCancelling] = useState<Shipment | null>(null);
  const list = useMyShipments({ status, keyword, page });
  const cancel = useCancelShipment();

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="2xl"><FormattedMessage id="shipments.list.title" /></Heading>
        <HStack gap="3" wrap="wrap" justify="space-between">
          <Text color="fg.muted"><FormattedMessage id="shipments.list.description" /></Text>
          <HStack gap="2">
            <Button asChild size="sm" variant="outline"><RouterLink to="/myStock"><FormattedMessage id="shipments.list.toStock" /></RouterLink></Button>
            <Button asChild size="sm" colorPalette="blue"><RouterLink to="/myInvoices/batch"><FormattedMessage id="shipments.create.toBatch" /></RouterLink></Button>
          </HStack>
        </HStack>
      </Stack>
      <ShipmentSearch onSearch={(k) => { setKeyword(k); setPage(0); }} />
      <ShipmentStatusTabs status={status} counts={list.data?.counts} onStatus={(s) => { setStatus(s); setPage(0); }}>
        {list.data === undefined && list.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description><FormattedMessage id="shipments.list.loadFailed" /></Alert.Description>
            <Button size="sm" variant="outline" onClick={() => void list.refetch()}><FormattedMessage id="shipments.retry" /></Button>
          </Alert.Root>
        ) : list.data === undefined ? (
          <HStack role="status" gap="2" py="8" justify="center"><Spinner size="sm" /><Text><FormattedMessage id="shipments.list.loading" /></Text></HStack>
        ) : list.data.totalElements === 0 ? (
          <EmptyState.Root borderWidth="1px" borderRadius="md">
            <EmptyState.Content>
              <EmptyState.Indicator><Truck /></EmptyState.Indicator>
              <EmptyState.Title><FormattedMessage id={status || keyword ? 'shipments.list.noMatch' : 'shipments.list.empty'} /></EmptyState.Title>
              <EmptyState.Description><FormattedMessage id="shipments.list.emptyHint" /></EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            {list.data.content.map((s) => <ShipmentCard key={s.id} shipment={s} onCancel={setCancelling} afterSales={afterSales} />)}
            <ShipmentPager page={page} size={SHIPMENT_PAGE_SIZE} total={list.data.totalElements} onPage={setPage} />
          </>
        )}
      </ShipmentStatusTabs>
      <ConfirmDialog open={cancelling !== null} tone="danger" pending={cancel.isPending}
        title={<FormattedMessage id="shipments.cancel.title" />}
        message={<FormattedMessage id="shipments.cancel.message" values={{ shipmentNo: cancelling?.shipmentNo ?? '', quantity: cancelling?.quantity ?? 0 }} />}
        cancelLabel={<FormattedMessage id="shipments.cancel.keep" />} confirmLabel={<FormattedMessage id="shipments.cancel.confirm" />}
        onClose={() => setCancelling(null)}
        onConfirm={() => { if (cancelling) cancel.mutate(cancelling.id, { onSettled: () => setCancelling(null) }); }} />
    </Stack>
  );
}
