import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Address } from 'shared-contracts/api/shipments';
import { useDeleteAddress } from '../api/delete-address';
import { useSaveAddress } from '../api/save-address';

/** One entry of the address book; deleting asks first (SPEC §5 'Please Confirm Delete'), in place. */
export function AddressRow({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const intl = useIntl();
  const remove = useDeleteAddress();
  const save = useSaveAddress();
  const [confirming, setConfirming] = useState(false);
  const of = { consignee: address.consignee };
  return (
    <Stack gap="1" borderWidth="1px" rounded="md" p="3" as="article" aria-label={address.consignee}>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{address.consignee}</Text>
        <Text color="fg.muted">{address.contact}</Text>
        {address.isDefault ? <Badge colorPalette="blue"><FormattedMessage id="shipments.address.default" /></Badge> : null}
      </HStack>
      <Text fontSize="sm">{address.address}</Text>
      {confirming ? (
        <HStack gap="2" role="alertdialog" aria-label={intl.formatMessage({ id: 'shipments.address.confirmDelete' })}>
          <Text fontSize="sm" color="fg.error"><FormattedMessage id="shipments.address.confirmDelete" /></Text>
          <Button size="xs" variant="outline" onClick={() => setConfirming(false)}><FormattedMessage id="shipments.address.cancel" /></Button>
          <Button size="xs" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate(address.id, { onSettled: () => setConfirming(false) })}>
            <FormattedMessage id="shipments.address.delete" />
          </Button>
        </HStack>
      ) : (
        <HStack gap="2">
          <Button size="xs" variant="ghost" onClick={onEdit} aria-label={intl.formatMessage({ id: 'shipments.address.editOf' }, of)}>
            <FormattedMessage id="shipments.address.edit" />
          </Button>
          {!address.isDefault ? (
            <Button size="xs" variant="ghost" loading={save.isPending} aria-label={intl.formatMessage({ id: 'shipments.address.makeDefaultOf' }, of)}
              onClick={() => save.mutate({ id: address.id, body: { consignee: address.consignee, contact: address.contact, address: address.address, isDefault: true } })}>
              <FormattedMessage id="shipments.address.makeDefault" />
            </Button>
          ) : null}
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)} aria-label={intl.formatMessage({ id: 'shipments.address.deleteOf' }, of)}>
            <FormattedMessage id="shipments.address.delete" />
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
