import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ArrowLeft, ImagePlus, X } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { useUploadGoodsImage } from '../api/upload-goods-image';
import type { GoodsFormValues, GoodsRequest } from '../utils/goods-form';

type Props = { form: UseFormReturn<GoodsFormValues, unknown, GoodsRequest> };

/** The contract keeps at most 20 pictures per goods. */
const MAX_IMAGES = 20;
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * The gallery: pictures are uploaded as soon as they are chosen (one request each, in order) and kept as
 * keys; the first is the cover, and a picture moves forward one place at a time.
 */
export function GoodsImagesField({ form }: Props) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadGoodsImage();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'images', keyName: 'fieldId' });

  const addFiles = async (files: FileList | null) => {
    const room = MAX_IMAGES - fields.length;
    for (const file of Array.from(files ?? []).slice(0, room)) {
      try {
        append(await upload.mutateAsync(file));
      } catch {
        // The shared client has toasted why (type or size refused); the other files still go.
      }
    }
    if (input.current) input.current.value = '';
  };

  return (
    <Stack gap="2">
      <Heading as="h3" size="sm"><FormattedMessage id="admin.mall.goods.form.images" /></Heading>
      <HStack gap="3" wrap="wrap" align="start">
        {fields.map((image, i) => (
          <Stack key={image.fieldId} gap="1" w="24">
            <LazyImage src={image.url || null} alt={intl.formatMessage({ id: 'admin.mall.goods.image.alt' }, { n: i + 1 })} width="96px" height="96px" borderRadius="md" />
            <HStack gap="1" justify="center">
              {i === 0 ? (
                <Text fontSize="xs" color="fg.muted"><FormattedMessage id="admin.mall.goods.image.cover" /></Text>
              ) : (
                <IconButton size="2xs" variant="ghost" aria-label={intl.formatMessage({ id: 'admin.mall.goods.image.forward' }, { n: i + 1 })} onClick={() => move(i, i - 1)}>
                  <ArrowLeft />
                </IconButton>
              )}
              <IconButton size="2xs" variant="ghost" colorPalette="red" aria-label={intl.formatMessage({ id: 'admin.mall.goods.image.remove' }, { n: i + 1 })} onClick={() => remove(i)}>
                <X />
              </IconButton>
            </HStack>
          </Stack>
        ))}
        <Box>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            multiple
            hidden
            aria-label={intl.formatMessage({ id: 'admin.mall.goods.image.add' })}
            onChange={(e) => void addFiles(e.target.files)}
          />
          <Button size="sm" variant="outline" loading={upload.isPending} disabled={fields.length >= MAX_IMAGES} onClick={() => input.current?.click()}>
            <ImagePlus />
            <FormattedMessage id="admin.mall.goods.image.add" />
          </Button>
        </Box>
      </HStack>
      <Text fontSize="xs" color="fg.muted"><FormattedMessage id="admin.mall.goods.image.help" values={{ max: MAX_IMAGES }} /></Text>
    </Stack>
  );
}
