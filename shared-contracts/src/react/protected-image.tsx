import { Button } from '@chakra-ui/react/button';
import { Image, type ImageProps } from '@chakra-ui/react/image';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { pictureThumbnailUrl } from '../api/picture-thumbnail';
import { openProtectedFile } from '../http/open-protected-file';
import { useProtectedPicture } from './use-protected-picture';

type ProtectedImageProps = Pick<ImageProps, 'maxH' | 'maxW' | 'boxSize' | 'objectFit'> & {
  /** The picture served only with the token (useProtectedPicture): opened full size in a new tab. */
  url: string;
  /** What is shown in the page: the picture's thumbnail (docs/storage.md) unless another address is given. */
  previewUrl?: string;
  alt: string;
  loadingText: ReactNode;
  failedText: ReactNode;
  retryLabel: ReactNode;
};

/**
 * A protected picture (payment voucher, refund or shipment picture): loading (announced), shown as its thumbnail and
 * opening the original full size in a new tab, or failed with a retry.
 */
export function ProtectedImage({ url, previewUrl, alt, loadingText, failedText, retryLabel, ...size }: ProtectedImageProps) {
  const picture = useProtectedPicture(previewUrl ?? pictureThumbnailUrl(url));
  if (picture.src) {
    return (
      <button type="button" onClick={() => { void openProtectedFile(url); }}
        style={{ display: 'block', padding: 0, border: 0, background: 'none', cursor: 'zoom-in', maxWidth: '100%' }}>
        <Image src={picture.src} alt={alt} {...size} borderWidth="1px" rounded="md" />
      </button>
    );
  }
  if (picture.failed) {
    return (
      <HStack gap="2">
        <Text fontSize="sm" color="fg.error">{failedText}</Text>
        <Button size="xs" variant="outline" onClick={picture.retry}>{retryLabel}</Button>
      </HStack>
    );
  }
  return <HStack role="status" gap="2" color="fg.muted"><Spinner size="xs" /><Text fontSize="sm">{loadingText}</Text></HStack>;
}
