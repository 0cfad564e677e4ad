import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { pictureProblem } from 'shared-contracts/api/picture-upload';
import { REFUND_IMAGES_MAX } from 'shared-contracts/api/refunds';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { PictureFileInput } from 'shared-contracts/react/picture-file-input';

type Preview = { file: File; url: string };

type RefundPicturesFieldProps = {
  /** The chosen pictures; they are uploaded when the request is submitted, not before. */
  value: File[];
  onChange: (files: File[]) => void;
  /** A message key when a chosen file cannot be sent (type, size, too many), null once all can. */
  onProblem: (key: string | null) => void;
  error?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * Up to REFUND_IMAGES_MAX pictures of the goods: add, see, remove. The file input is the field's control (the
 * label names it); the visible button opens it. Previews are the chosen files themselves, through object URLs
 * released when a picture is removed or the dialog goes away.
 */
export function RefundPicturesField({ value, onChange, onProblem, error, ref }: RefundPicturesFieldProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [previews, setPreviews] = useState<Preview[]>([]);
  // Every object URL made and not yet released: whatever is left goes when the dialog does.
  const made = useRef(new Set<string>());
  useEffect(() => {
    const urls = made.current;
    return () => { for (const url of urls) URL.revokeObjectURL(url); urls.clear(); };
  }, []);

  const choose = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const problem = chosen.map(pictureProblem).find((p) => p !== null) ?? null;
    if (problem) return onProblem(problem);
    if (value.length + chosen.length > REFUND_IMAGES_MAX) return onProblem(MessageKey.refundImagesTooMany);
    onProblem(null);
    const added = chosen.map((file) => ({ file, url: URL.createObjectURL(file) }));
    for (const p of added) made.current.add(p.url);
    setPreviews((list) => [...list, ...added]);
    onChange([...value, ...chosen]);
  };
  const remove = (file: File) => {
    const gone = previews.find((p) => p.file === file);
    if (gone) {
      URL.revokeObjectURL(gone.url);
      made.current.delete(gone.url);
    }
    setPreviews((list) => list.filter((p) => p.file !== file));
    onChange(value.filter((f) => f !== file));
    onProblem(null);
  };

  return (
    <LabelledField label={<FormattedMessage id="refunds.form.pictures" />} error={error}
      help={<FormattedMessage id="refunds.form.picturesHelp" values={{ max: REFUND_IMAGES_MAX }} />}>
      <PictureFileInput ref={input} multiple onChoose={choose} />
      {previews.length > 0 ? (
        <HStack gap="2" wrap="wrap" as="ul" listStyleType="none">
          {previews.map(({ file, url }, i) => (
            <Box as="li" key={url} position="relative">
              <Image src={url} alt={intl.formatMessage({ id: 'refunds.form.pictureAlt' }, { n: i + 1, name: file.name })}
                boxSize="20" objectFit="cover" borderWidth="1px" rounded="md" />
              <IconButton size="2xs" variant="solid" colorPalette="red" position="absolute" top="-2" insetEnd="-2" rounded="full"
                aria-label={intl.formatMessage({ id: 'refunds.form.pictureRemove' }, { n: i + 1, name: file.name })} onClick={() => remove(file)}>
                <X />
              </IconButton>
            </Box>
          ))}
        </HStack>
      ) : null}
      <Stack gap="1" align="start">
        <Button ref={ref} size="sm" variant="outline" disabled={value.length >= REFUND_IMAGES_MAX} onClick={() => input.current?.click()}>
          <ImagePlus />
          <FormattedMessage id="refunds.form.addPictures" />
        </Button>
      </Stack>
    </LabelledField>
  );
}
