import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { useProtectedPicture } from 'shared-contracts/react/use-protected-picture';

/** One picture of a refund request, fetched with the token: shown (opening full size), loading, or failed with retry. */
export function RefundPicture({ url, alt }: { url: string; alt: string }) {
  const picture = useProtectedPicture(url);
  if (picture.src) {
    return (
      <a href={picture.src} target="_blank" rel="noopener noreferrer">
        <Image src={picture.src} alt={alt} boxSize="32" objectFit="cover" borderWidth="1px" rounded="md" />
      </a>
    );
  }
  if (picture.failed) {
    return (
      <HStack gap="2">
        <Text fontSize="sm" color="fg.error"><FormattedMessage id="admin.ops.refunds.picture.failed" /></Text>
        <Button size="xs" variant="outline" onClick={picture.retry}><FormattedMessage id="admin.list.retry" /></Button>
      </HStack>
    );
  }
  return <HStack role="status" gap="2" color="fg.muted"><Spinner size="xs" /><Text fontSize="sm"><FormattedMessage id="admin.ops.refunds.picture.loading" /></Text></HStack>;
}
