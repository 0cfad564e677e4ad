import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProtectedImage } from 'shared-contracts/react/protected-image';

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
  return (
    <ProtectedImage url={url} alt={intl.formatMessage({ id: 'refunds.detail.pictureAlt' }, { n })} boxSize="32" objectFit="cover"
      loadingText={<FormattedMessage id="refunds.detail.pictureLoading" values={{ n }} />}
      failedText={<FormattedMessage id="refunds.detail.pictureFailed" values={{ n }} />} retryLabel={<FormattedMessage id="refunds.retry" />} />
  );
}
