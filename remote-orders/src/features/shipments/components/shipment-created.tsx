import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Shipment } from 'shared-contracts/api/shipments';

/** The shipment just made: its number, whether the address went to the book, and where to go next. */
export function ShipmentCreated({ shipment, addressSaved, onAnother }: { shipment: Shipment; addressSaved: boolean | null; onAnother: (() => void) | null }) {
  return (
    <Stack gap="3">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title><FormattedMessage id="shipments.create.done" values={{ shipmentNo: shipment.shipmentNo, quantity: shipment.quantity }} /></Alert.Title>
          <Alert.Description><FormattedMessage id="shipments.create.doneHint" /></Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {addressSaved === false ? (
        <Alert.Root status="warning"><Alert.Indicator /><Alert.Title><FormattedMessage id="shipments.create.addressNotSaved" /></Alert.Title></Alert.Root>
      ) : null}
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="blue"><RouterLink to="/myInvoicesOrder"><FormattedMessage id="shipments.create.toList" /></RouterLink></Button>
        {onAnother ? <Button variant="outline" onClick={onAnother}><FormattedMessage id="shipments.create.another" /></Button> : null}
      </HStack>
    </Stack>
  );
}
