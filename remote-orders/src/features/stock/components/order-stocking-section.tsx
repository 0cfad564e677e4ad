import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderDetail } from 'shared-contracts/api/orders';
import type { OrderStocking } from 'shared-contracts/api/stock';
import { actionsFor, type OrderState } from 'shared-contracts/mall/order-state';
import { useOrderStocking } from '../api/get-order-stocking';
import { StockingBatchesTable } from './stocking-batches-table';
import { StockingLinesTable } from './stocking-lines-table';

/** Before the deposit is approved there is no stocking to show. */
const BEFORE_STOCKING: readonly OrderState[] = ['depositPending', 'depositReview', 'depositRejected'];

const When = ({ value }: { value: string }) => <FormattedDate value={value} dateStyle="medium" timeStyle="short" />;

/**
 * The order's stocking on its detail page: the dates that matter now (expected completion, the final payment's
 * deadline, the return), per line what was ordered, stocked, taken, shipped and returned, the batches, and the way
 * to the final payment when the state machine allows it (payFinal).
 */
export function OrderStockingSection({ order }: { order: OrderDetail }) {
  const shown = order.acceptance === 'accepted' && !BEFORE_STOCKING.includes(order.status);
  const stocking = useOrderStocking(order.id, shown);
  if (!shown) return null;
  const canPay = actionsFor(order, 'buyer').includes('payFinal');
  let body: ReactNode;
  if (stocking.isPending) {
    body = <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id="stock.order.loading" /></Text></HStack>;
  } else if (stocking.isError) {
    body = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description><FormattedMessage id="stock.order.loadFailed" /></Alert.Description>
        <Button size="sm" variant="outline" onClick={() => void stocking.refetch()}><FormattedMessage id="stock.retry" /></Button>
      </Alert.Root>
    );
  } else if (stocking.data === null || (stocking.data.stockingDueAt === null && stocking.data.batches.length === 0)) {
    return null;
  } else {
    body = <StockingBody stocking={stocking.data} />;
  }
  return (
    <Stack as="section" gap="3" aria-labelledby="order-stocking">
      <Heading as="h2" size="md" id="order-stocking"><FormattedMessage id="stock.order.title" /></Heading>
      {canPay ? (
        <HStack gap="3" wrap="wrap">
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={`/mallPayment/${order.id}?kind=final`}><FormattedMessage id="stock.order.payBalance" /></RouterLink>
          </Button>
          <Text fontSize="sm" color="fg.muted"><FormattedMessage id="stock.order.payBalanceHint" /></Text>
        </HStack>
      ) : null}
      {body}
    </Stack>
  );
}

function Dates({ stocking }: { stocking: OrderStocking }) {
  const items: [string, string][] = [];
  if (stocking.stockingDueAt && !stocking.stockedAt) items.push(['stock.order.expectedCompletion', stocking.stockingDueAt]);
  if (stocking.stockedAt) items.push(['stock.order.stockedAt', stocking.stockedAt]);
  if (stocking.stockReturnAt && !stocking.stockReturnedAt) items.push(['stock.order.returnDeadline', stocking.stockReturnAt]);
  if (stocking.stockReturnedAt) items.push(['stock.order.returnedAt', stocking.stockReturnedAt]);
  return (
    <DataList.Root orientation="horizontal" size="md">
      {items.map(([id, value]) => (
        <DataList.Item key={id}>
          <DataList.ItemLabel><FormattedMessage id={id} /></DataList.ItemLabel>
          <DataList.ItemValue><When value={value} /></DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function StockingBody({ stocking }: { stocking: OrderStocking }) {
  return (
    <Stack gap="3">
      <Dates stocking={stocking} />
      {stocking.stockReturnAt && !stocking.stockReturnedAt ? (
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="stock.order.returnRule" /></Text>
      ) : null}
      <StockingLinesTable lines={stocking.lines} />
      <Heading as="h3" size="sm" id="order-stocking-batches"><FormattedMessage id="stock.order.batches" /></Heading>
      {stocking.batches.length === 0 ? (
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="stock.order.noBatches" /></Text>
      ) : (
        <StockingBatchesTable stocking={stocking} labelledBy="order-stocking-batches" />
      )}
    </Stack>
  );
}
