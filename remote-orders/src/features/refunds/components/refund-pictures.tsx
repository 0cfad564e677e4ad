import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { useProtectedPicture } from 'shared-contracts/react/use-protected-picture';

/** The pictures sent with the request, each fetched with the token (they are the buyer's and staff's only). */
export function RefundPictures({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <Text color="fg.muted" fontSize="sm"><FormattedMessage id="refunds.detail.noPictures" /></Text>;
  return (
    <HStack as="ul" listStyleType="none" gap="3" wrap="wrap">
      {urls.map((url, i) => <li key={url}><RefundPicture url={url} n={i + 1} /></li>)}
    </HStack>
  );
}

function RefundPicture({ url, n }: { url: string; n: number }) {
  const intl = useIntl();
  const picture = useProtectedPicture(url);
  const alt = intl.formatMessage({ id: 'refunds.detail.pictureAlt' }, { n });
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
        <Text fontSize="sm" color="fg.error"><FormattedMessage id="refunds.detail.pictureFailed" values={{ n }} /></Text>
        <Button size="xs" variant="outline" onClick={picture.retry}><FormattedMessage id="refunds.retry" /></Button>
      </HStack>
    );
  }
  return <HStack role="status" gap="2" color="fg.muted"><Spinner size="xs" /><Text fontSize="sm"><FormattedMessage id="refunds.detail.pictureLoading" values={{ n }} /></Text></HStack>;
}
