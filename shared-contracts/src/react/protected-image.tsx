import { Button } from '@chakra-ui/react/button';
import { Image, type ImageProps } from '@chakra-ui/react/image';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useProtectedPicture } from './use-protected-picture';

type ProtectedImageProps = Pick<ImageProps, 'maxH' | 'maxW' | 'boxSize' | 'objectFit'> & {
  /** A picture served only with the token (useProtectedPicture). */
  url: string;
  alt: string;
  loadingText: ReactNode;
  failedText: ReactNode;
  retryLabel: ReactNode;
};

/**
 * A protected picture (payment voucher, refund or shipment picture): loading (announced), shown and opening full size
 * in a new tab, or failed with a retry.
 */
export function ProtectedImage({ url, alt, loadingText, failedText, retryLabel, ...size }: ProtectedImageProps) {
  const picture = useProtectedPicture(url);
  if (picture.src) {
    return (
      <a href={picture.src} target="_blank" rel="noopener noreferrer">
        <Image src={picture.src} alt={alt} {...size} borderWidth="1px" rounded="md" />
      </a>
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
