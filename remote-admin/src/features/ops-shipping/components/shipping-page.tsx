import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShipmentState, StaffShipment } from 'shared-contracts/api/shipments';
import { ExportButton } from 'shared-contracts/react/export-button';
import { DoneNotice } from '../../../components/done-notice';
import { PageHeading } from '../../../components/page-heading';
import { PagedListBody } from '../../../components/paged-list-body';
import { SearchBox } from '../../../components/search-box';
import { ListOrderNote } from '../../ops-shared/components/list-order-note';
import { useKeywordParam } from '../../../hooks/use-keyword-param';
import { usePageInRange } from '../../../hooks/use-page-in-range';
import { exportShippingQueue } from '../api/export-shipping-queue';
import { useShippingQueue } from '../api/get-shipping-queue';
import { DeliverDialog } from './deliver-dialog';
import { ShipDialog } from './ship-dialog';
import { ShipmentDrawer } from './shipment-drawer';
import { ShippingTabs } from './shipping-tabs';
import { ShippingTable, type ShippingAction } from './shipping-table';

export const SHIPPING_PAGE_SIZE = 20;
type Step = { shipment: StaffShipment; action: 'ship' | 'deliver' };

/**
 * `admin/ops/Shipping`: the warehouse's shipping queue (SPEC §4 order flow step 8), longest waiting first. Pending
 * shipments first: enter the logistics company and tracking number to ship one, then mark it delivered; the orders
 * follow on the server.
 */
export function ShippingPage() {
  const intl = useIntl();
  const [status, setStatus] = useState<ShipmentState>('pending');
  const [page, setPage] = useState(0);
  const [keyword, searchKeyword] = useKeywordParam(() => setPage(0));
  const [open, setOpen] = useState<StaffShipment | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  const [done, setDone] = useState<Step | null>(null);
  const list = useShippingQueue({ status, keyword, page, size: SHIPPING_PAGE_SIZE });
  usePageInRange(list, page, setPage, SHIPPING_PAGE_SIZE);

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
      <PageHeading title={<FormattedMessage id="admin.ops.shipping.title" />} intro={<FormattedMessage id="admin.ops.shipping.intro" />} />
      <SearchBox label={intl.formatMessage({ id: 'admin.ops.shipping.keyword' })} placeholder={intl.formatMessage({ id: 'admin.ops.shipping.keywordPlaceholder' })}
        applied={keyword} onSearch={(k) => { searchKeyword(k); setPage(0); }} />
      <HStack justify="end">
        <ExportButton file="shipments" download={(target) => exportShippingQueue({ status, keyword }, target)} />
      </HStack>
      {done ? (
        <DoneNotice><FormattedMessage id={`admin.ops.shipping.${done.action}.done`} values={{ shipmentNo: done.shipment.shipmentNo }} /></DoneNotice>
      ) : null}
      <ShippingTabs status={status} counts={list.data?.counts} onStatus={(s) => { setStatus(s); setPage(0); }}>
        <ListOrderNote list="shipments" state={status} />
        <PagedListBody list={list} page={page} size={SHIPPING_PAGE_SIZE} onPageChange={setPage}
          emptyText={<FormattedMessage id={`admin.ops.shipping.empty.${status}`} />}>
          {(shipments) => <ShippingTable shipments={shipments} onAction={act} />}
        </PagedListBody>
      </ShippingTabs>
      {open && !step ? <ShipmentDrawer shipment={open} onAction={(action) => setStep({ shipment: open, action })} onClose={() => setOpen(null)} /> : null}
      {step?.action === 'ship' ? <ShipDialog shipment={step.shipment} onDone={finish} onClose={() => setStep(null)} /> : null}
      {step?.action === 'deliver' ? <DeliverDialog shipment={step.shipment} onDone={finish} onClose={() => setStep(null)} /> : null}
    </Stack>
  );
}
