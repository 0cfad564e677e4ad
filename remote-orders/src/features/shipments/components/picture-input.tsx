import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Image } from '@chakra-ui/react/image';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PICTURE_ACCEPT, pictureProblem } from '../utils/picture-check';

type PictureInputProps = {
  label: string;
  help: string;
  /** The chosen picture; it is uploaded when the form is submitted, not before. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** A message key when the chosen file cannot be sent (type, size), null once one can. */
  onProblem: (key: string | null) => void;
  error?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A required picture of a platform order (screenshot, waybill): choose it, see it, replace or remove it. The preview
 * is the chosen file itself through an object URL, released when it changes or the form goes away; nothing is sent
 * before the shipment is.
 */
export function PictureInput({ label, help, value, onChange, onProblem, error, ref }: PictureInputProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    // Emptied so that choosing the same file again (after removing it) is a change too.
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    onProblem(problem);
    if (problem) return;
    setPreview(URL.createObjectURL(file));
    onChange(file);
  };

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}<Field.RequiredIndicator /></Field.Label>
      <Input ref={input} type="file" accept={PICTURE_ACCEPT} display="none" onChange={(e) => choose(e.target.files)} />
      {value && preview ? (
        <Stack gap="1">
          <Image src={preview} alt={intl.formatMessage({ id: 'shipments.picture.preview' }, { field: label })}
            maxH="40" maxW="full" objectFit="contain" alignSelf="start" borderWidth="1px" rounded="md" />
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">{value.name}</Text>
        </Stack>
      ) : null}
      <HStack gap="2">
        <Button ref={ref} size="sm" variant="outline" onClick={() => input.current?.click()}
          aria-label={intl.formatMessage({ id: value ? 'shipments.picture.replaceOf' : 'shipments.picture.chooseOf' }, { field: label })}>
          <ImagePlus />
          <FormattedMessage id={value ? 'shipments.picture.replace' : 'shipments.picture.choose'} />
        </Button>
        {value ? (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => { setPreview(null); onChange(null); }}
            aria-label={intl.formatMessage({ id: 'shipments.picture.removeOf' }, { field: label })}>
            <Trash2 />
            <FormattedMessage id="shipments.picture.remove" />
          </Button>
        ) : null}
      </HStack>
      {!error ? <Field.HelperText>{help}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
