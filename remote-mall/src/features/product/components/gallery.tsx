import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LazyImage } from 'shared-contracts/react/lazy-image';

type Props = { images: readonly string[]; name: string; /** The chosen SKU's own picture, shown until a thumbnail is picked. */ skuImage: string | null };

/**
 * The main picture and a row of thumbnails (buttons) that choose it. Both show the pictures' thumbnails (LazyImage,
 * docs/storage.md); the main one links its original, opened in a new tab for a closer look.
 */
export function Gallery({ images, name, skuImage }: Props) {
  const intl = useIntl();
  const [index, setIndex] = useState<number | null>(null);
  // A new SKU choice brings its own picture to the front again (adjusted while rendering).
  const [shownSkuImage, setShownSkuImage] = useState(skuImage);
  if (shownSkuImage !== skuImage) {
    setShownSkuImage(skuImage);
    setIndex(null);
  }
  const main = index !== null ? images[index] : skuImage ?? images[0];
  return (
    <Stack gap="2">
      {main ? (
        <a href={main} target="_blank" rel="noopener noreferrer" style={{ display: 'block', cursor: 'zoom-in' }}
          aria-label={intl.formatMessage({ id: 'mall.product.pictureFull' }, { name })}>
          <LazyImage src={main} alt={name} ratio={1} fit="contain" borderRadius="md" />
        </a>
      ) : <LazyImage src={null} alt={name} ratio={1} fit="contain" borderRadius="md" />}
      {images.length > 1 ? (
        <HStack as="ul" gap="2" p="0" m="0" overflowX="auto">
          {images.map((src, i) => {
            const current = main === src;
            return (
              <Box as="li" key={src} listStyleType="none" flexShrink={0} width="16">
                <button type="button" aria-pressed={current} onClick={() => setIndex(i)}
                  aria-label={intl.formatMessage({ id: 'mall.product.picture' }, { n: i + 1, count: images.length })}
                  style={{ display: 'block', width: '100%', padding: 0, border: current ? '2px solid #e53e3e' : '1px solid #cbd5e0', borderRadius: 6, overflow: 'hidden', cursor: 'pointer', background: 'none' }}>
                  <LazyImage src={src} alt="" ratio={1} />
                </button>
              </Box>
            );
          })}
        </HStack>
      ) : null}
    </Stack>
  );
}
