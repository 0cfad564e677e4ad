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
import { ExportButton } from 'shared-contracts/react/export-button';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { exportMyShipments } from '../api/export-my-shipments';
import { SHIPMENT_PAGE_SIZE, useMyShipments } from '../api/get-my-shipments';
import { ShipmentCards } from './shipment-cards';
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
  const list = useMyShipments({ status, keyword, page });

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="2xl"><FormattedMessage id="shipments.list.title" /></Heading>
        <HStack gap="3" wrap="wrap" justify="space-between">
          <Text color="fg.muted"><FormattedMessage id="shipments.list.description" /></Text>
          {/* Three buttons are wider than a 360 px phone: they wrap under each other rather than widen the page. */}
          <HStack gap="2" wrap="wrap">
            <ExportButton file="shipments" download={(target) => exportMyShipments({ status, keyword }, target)} />
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
            <ShipmentCards shipments={list.data.content} afterSales={afterSales} />
            <ShipmentPager page={page} size={SHIPMENT_PAGE_SIZE} total={list.data.totalElements} onPage={setPage} />
          </>
        )}
      </ShipmentStatusTabs>
    </Stack>
  );
}
