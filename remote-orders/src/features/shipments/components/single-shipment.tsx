import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Shipment } from 'shared-contracts/api/shipments';
import { useShippableStock } from '../api/get-shippable-stock';
import { NotInStock } from './not-in-stock';
import { ShipmentCreated } from './shipment-created';
import { ShipmentForm } from './shipment-form';
import { StockSummary } from './stock-summary';

/** One SKU's shipment: its goods and available quantity, then the form, then what was created. */
export function SingleShipment({ skuId }: { skuId: number }) {
  const stock = useShippableStock(skuId);
  const [done, setDone] = useState<{ shipment: Shipment; addressSaved: boolean | null } | null>(null);
  const [round, setRound] = useState(0);
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="2xl"><FormattedMessage id="shipments.create.title" /></Heading>
        <HStack gap="3" wrap="wrap">
          <Text color="fg.muted"><FormattedMessage id="shipments.create.description" /></Text>
          <Button asChild size="xs" variant="outline"><RouterLink to="/myInvoices/batch"><FormattedMessage id="shipments.create.toBatch" /></RouterLink></Button>
        </HStack>
      </Stack>
      {stock.data === undefined && stock.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description><FormattedMessage id="shipments.create.loadFailed" /></Alert.Description>
          <Button size="sm" variant="outline" onClick={() => void stock.refetch()}><FormattedMessage id="shipments.retry" /></Button>
        </Alert.Root>
      ) : stock.data === undefined ? (
        <HStack role="status" gap="2" py="8" justify="center"><Spinner size="sm" /><Text><FormattedMessage id="shipments.create.loading" /></Text></HStack>
      ) : stock.data === null ? (
        <NotInStock />
      ) : (
        <>
          <StockSummary stock={stock.data} />
          {done ? (
            <ShipmentCreated shipment={done.shipment} addressSaved={done.addressSaved}
              onAnother={stock.data.available > 0 ? () => { setDone(null); setRound((n) => n + 1); } : null} />
          ) : stock.data.available === 0 ? (
            <Alert.Root status="info"><Alert.Indicator /><Alert.Title><FormattedMessage id="shipments.create.nothingAvailable" /></Alert.Title></Alert.Root>
          ) : (
            <ShipmentForm key={round} skuId={skuId} available={stock.data.available} onDone={setDone} />
          )}
        </>
      )}
    </Stack>
  );
}
