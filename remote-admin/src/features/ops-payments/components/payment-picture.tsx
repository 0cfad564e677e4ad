import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { usePaymentPicture } from '../hooks/use-payment-picture';

/** One picture of a payment (voucher, remittance) under its title: loading, shown, missing, or failed with retry. */
export function PaymentPicture({ url, title }: { url: string | null; title: string }) {
  const picture = usePaymentPicture(url);
  return (
    <Stack gap="2" as="figure">
      <Text as="figcaption" fontWeight="medium">{title}</Text>
      {url === null ? (
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.ops.payments.picture.none" /></Text>
      ) : picture.src ? (
        <a href={picture.src} target="_blank" rel="noopener noreferrer">
          <Image src={picture.src} alt={title} maxH="80" maxW="full" objectFit="contain" borderWidth="1px" rounded="md" />
        </a>
      ) : picture.failed ? (
        <HStack gap="2">
          <Text fontSize="sm" color="fg.error"><FormattedMessage id="admin.ops.payments.picture.failed" /></Text>
          <Button size="xs" variant="outline" onClick={picture.retry}><FormattedMessage id="admin.list.retry" /></Button>
        </HStack>
      ) : (
        <HStack role="status" gap="2" color="fg.muted"><Spinner size="xs" /><Text fontSize="sm"><FormattedMessage id="admin.ops.payments.picture.loading" /></Text></HStack>
      )}
    </Stack>
  );
}
