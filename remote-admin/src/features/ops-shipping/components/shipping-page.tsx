import { Alert } from '@chakra-ui/react/alert';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShipmentState, StaffShipment } from 'shared-contracts/api/shipments';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { clampPage } from '../../../utils/paging';
import { useShippingQueue } from '../api/get-shipping-queue';
import { DeliverDialog } from './deliver-dialog';
import { ShipDialog } from './ship-dialog';
import { ShipmentDrawer } from './shipment-drawer';
import { ShippingTabs } from './shipping-tabs';
import { ShippingTable, type ShippingAction } from './shipping-table';

export const SHIPPING_PAGE_SIZE = 20;
type Step = { shipment: StaffShipment; action: 'ship' | 'deliver' };

/**
 * `admin/ops/Shipping`: the warehouse's shipping queue (SPEC §4 order flow step 8). Pending shipments first: enter the
 * logistics company and tracking number to ship one, then mark it delivered; the orders follow on the server.
 */
export function ShippingPage() {
  const intl = useIntl();
  const [status, setStatus] = useState<ShipmentState>('pending');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<StaffShipment | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  const [done, setDone] = useState<Step | null>(null);
  const list = useShippingQueue({ status, keyword, page, size: SHIPPING_PAGE_SIZE });

  const total = list.data?.totalElements ?? 0;
  // After the last row of the last page left the tab (shipped, delivered), show the page before it.
  const lastPage = clampPage(page, total, SHIPPING_PAGE_SIZE);
  if (list.data && !list.isPlaceholderData && page !== lastPage) setPage(lastPage);

  const act = (shipment: StaffShipment, action: ShippingAction) => {
    setDone(null);
    if (action === 'open') setOpen(shipment);
    else setStep({ shipment, action });
  };
  const finish = () => {
    setDone(step);
    setStep(null);
    setOpen(null);
  };

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size="xl"><FormattedMessage id="admin.ops.shipping.title" /></Heading>
        <Text color="fg.muted" fontSize="sm"><FormattedMessage id="admin.ops.shipping.intro" /></Text>
      </Stack>
      <SearchBox label={intl.formatMessage({ id: 'admin.ops.shipping.keyword' })} placeholder={intl.formatMessage({ id: 'admin.ops.shipping.keywordPlaceholder' })}
        onSearch={(k) => { setKeyword(k); setPage(0); }} />
      {done ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id={`admin.ops.shipping.${done.action}.done`} values={{ shipmentNo: done.shipment.shipmentNo }} /></Alert.Title>
        </Alert.Root>
      ) : null}
      <ShippingTabs status={status} counts={list.data?.counts} onStatus={(s) => { setStatus(s); setPage(0); }}>
        {list.data === undefined && list.isError ? (
          <ErrorState message={<FormattedMessage id="admin.list.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void list.refetch()} />
        ) : list.data === undefined ? (
          <LoadingState label={<FormattedMessage id="admin.list.loading" />} />
        ) : list.data.content.length === 0 ? (
          <EmptyList title={<FormattedMessage id={`admin.ops.shipping.empty.${status}`} />} />
        ) : (
          <>
            <ShippingTable shipments={list.data.content} onAction={act} />
            <Pager page={page} size={SHIPPING_PAGE_SIZE} total={total} onPageChange={setPage} />
          </>
        )}
      </ShippingTabs>
      {open && !step ? <ShipmentDrawer shipment={open} onAction={(action) => setStep({ shipment: open, action })} onClose={() => setOpen(null)} /> : null}
      {step?.action === 'ship' ? <ShipDialog shipment={step.shipment} onDone={finish} onClose={() => setStep(null)} /> : null}
      {step?.action === 'deliver' ? <DeliverDialog shipment={step.shipment} onDone={finish} onClose={() => setStep(null)} /> : null}
    </Stack>
  );
}
