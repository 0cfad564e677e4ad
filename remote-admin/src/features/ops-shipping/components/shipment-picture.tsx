import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { useProtectedPicture } from 'shared-contracts/react/use-protected-picture';

/** A platform order's screenshot or waybill under its title, fetched with the token: shown, loading, or failed with retry. */
export function ShipmentPicture({ url, title }: { url: string; title: string }) {
  const picture = useProtectedPicture(url);
  return (
    <Stack gap="2" as="figure">
      <Text as="figcaption" fontWeight="medium">{title}</Text>
      {picture.src ? (
        <a href={picture.src} target="_blank" rel="noopener noreferrer">
          <Image src={picture.src} alt={title} maxH="72" maxW="full" objectFit="contain" borderWidth="1px" rounded="md" />
        </a>
      ) : picture.failed ? (
        <HStack gap="2">
          <Text fontSize="sm" color="fg.error"><FormattedMessage id="admin.ops.shipping.picture.failed" /></Text>
          <Button size="xs" variant="outline" onClick={picture.retry}><FormattedMessage id="admin.list.retry" /></Button>
        </HStack>
      ) : (
        <HStack role="status" gap="2" color="fg.muted"><Spinner size="xs" /><Text fontSize="sm"><FormattedMessage id="admin.ops.shipping.picture.loading" /></Text></HStack>
      )}
    </Stack>
  );
}
