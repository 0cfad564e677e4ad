import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ProtectedImage } from 'shared-contracts/react/protected-image';

type TitledPictureProps = {
  /** The picture's own url, fetched with the token; null when there is none (`noneText` says so). */
  url: string | null;
  title: string;
  noneText?: ReactNode;
  loadingText: ReactNode;
  failedText: ReactNode;
  maxH: '72' | '80';
};

/** One picture of a record (voucher, remittance, waybill) under its title: loading, shown, missing, or failed with retry. */
export function TitledPicture({ url, title, noneText, loadingText, failedText, maxH }: TitledPictureProps) {
  return (
    <Stack gap="2" as="figure">
      <Text as="figcaption" fontWeight="medium">{title}</Text>
      {url === null ? (
        <Text fontSize="sm" color="fg.muted">{noneText}</Text>
      ) : (
        <ProtectedImage url={url} alt={title} maxH={maxH} maxW="full" objectFit="contain" loadingText={loadingText}
          failedText={failedText} retryLabel={<FormattedMessage id="admin.list.retry" />} />
      )}
    </Stack>
  );
}
