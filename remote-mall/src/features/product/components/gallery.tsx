import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { pictureAlt } from '../../catalogue/utils/picture-alt';

type Props = {
  images: readonly string[];
  name: string;
  /** The chosen SKU's own picture and its specification, shown until a thumbnail is picked. */
  skuImage: { url: string; spec: string } | null;
};

/**
 * The main picture and a row of thumbnails (buttons) that choose it. Both show the pictures' thumbnails (LazyImage,
 * docs/storage.md); the main one links its original, opened in a new tab for a closer look.
 */
export function Gallery({ images, name, skuImage }: Props) {
  const intl = useIntl();
  const [index, setIndex] = useState<number | null>(null);
  // A new SKU choice brings its own picture to the front again (adjusted while rendering).
  const [shownSkuImage, setShownSkuImage] = useState(skuImage?.url ?? null);
  if (shownSkuImage !== (skuImage?.url ?? null)) {
    setShownSkuImage(skuImage?.url ?? null);
    setIndex(null);
  }
  const main = index !== null ? images[index] : skuImage?.url ?? images[0];
  const nth = (i: number) => pictureAlt(intl, name, { n: i + 1, count: images.length });
  const mainIndex = main === undefined ? -1 : images.indexOf(main);
  // The SKU's picture is named by its specification; a gallery picture by its place (the only one is the main one).
  const mainAlt = index === null && skuImage ? pictureAlt(intl, name, { spec: skuImage.spec })
    : mainIndex >= 0 && images.length > 1 ? nth(mainIndex) : pictureAlt(intl, name, { main: true });
  return (
    <Stack gap="2">
      {main ? (
        <a href={main} target="_blank" rel="noopener noreferrer" style={{ display: 'block', cursor: 'zoom-in' }}
          aria-label={intl.formatMessage({ id: 'mall.product.pictureFull' }, { name })}>
          <LazyImage src={main} alt={mainAlt} ratio={1} fit="contain" borderRadius="md" />
        </a>
      ) : <LazyImage src={null} alt={mainAlt} ratio={1} fit="contain" borderRadius="md" />}
      {images.length > 1 ? (
        <HStack as="ul" gap="2" p="0" m="0" overflowX="auto">
          {images.map((src, i) => {
            const current = main === src;
            return (
              <Box as="li" key={src} listStyleType="none" flexShrink={0} width="16">
                <button type="button" aria-pressed={current} onClick={() => setIndex(i)}
                  aria-label={nth(i)}
                  style={{ display: 'block', width: '100%', padding: 0, border: current ? '2px solid #e53e3e' : '1px solid #cbd5e0', borderRadius: 6, overflow: 'hidden', cursor: 'pointer', background: 'none' }}>
                  <LazyImage src={src} alt={nth(i)} ratio={1} />
                </button>
              </Box>
            );
          })}
        </HStack>
      ) : null}
    </Stack>
  );
}
