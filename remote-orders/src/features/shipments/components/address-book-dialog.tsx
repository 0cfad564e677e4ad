import { Alert } from '@chakra-ui/react/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_ADDRESSES, type Address } from 'shared-contracts/api/shipments';
import { useAddresses } from '../api/get-addresses';
import { AddressForm } from './address-form';
import { AddressRow } from './address-row';

/** The buyer's address book: the entries with edit, make default and delete (confirmed), and a form to add one. */
export function AddressBookDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const book = useAddresses();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const addresses = book.data ?? [];
  return (
    <Dialog.Root open size="lg" placement="center" scrollBehavior="inside" onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title><FormattedMessage id="shipments.address.title" /></Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {book.data === undefined && book.isError ? (
                  <Alert.Root status="error"><Alert.Indicator /><Alert.Title><FormattedMessage id="shipments.address.loadFailed" /></Alert.Title></Alert.Root>
                ) : book.data === undefined ? (
                  <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id="shipments.address.loading" /></Text></HStack>
                ) : addresses.length === 0 && editing === null ? (
                  <Text color="fg.muted"><FormattedMessage id="shipments.address.empty" /></Text>
                ) : null}
                {addresses.map((a) => (editing !== null && editing !== 'new' && editing.id === a.id
                  ? <AddressForm key={a.id} editing={a} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
                  : <AddressRow key={a.id} address={a} onEdit={() => setEditing(a)} />))}
                {editing === 'new' ? <AddressForm editing={null} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} /> : null}
                <HStack justify="space-between">
                  <Badge variant="subtle"><FormattedMessage id="shipments.address.count" values={{ count: addresses.length, max: MAX_ADDRESSES }} /></Badge>
                  {editing === null && addresses.length < MAX_ADDRESSES ? (
                    <Button size="sm" variant="outline" onClick={() => setEditing('new')}><Plus /><FormattedMessage id="shipments.address.add" /></Button>
                  ) : null}
                </HStack>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'shipments.address.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
