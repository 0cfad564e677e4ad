import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pictureProblem } from '../api/picture-upload';
import { LabelledField } from './labelled-field';
import { PictureFileInput } from './picture-file-input';

type PictureFieldProps = {
  label: string;
  help: string;
  required?: boolean;
  /** The chosen picture; it is uploaded when the form is submitted, not before. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** A message key when the chosen file cannot be sent (type, size), null once one can. */
  onProblem: (key: string | null) => void;
  /** The error's text. */
  error?: string | undefined;
  /** Focused when the form puts an error on this field. */
  ref?: Ref<HTMLButtonElement>;
  /**
   * Where the remote's texts of the field are: `<prefix>.choose`, `.replace`, `.remove` and, given `{field}`,
   * `.chooseOf`, `.replaceOf`, `.removeOf` (the buttons' accessible names) and `.preview` (the preview's alt).
   */
  messagePrefix: string;
  /** What names the chosen file under its preview: its name unless given. */
  fileCaption?: (file: File) => ReactNode;
  previewMaxH: '40' | '48';
};

/**
 * One picture of a form (a transfer's voucher, a platform order's screenshot): choose it, see it, replace or remove it.
 * The hidden file input is the field's control (the label names it, for screen readers and tests); the visible button
 * opens it. The preview is the chosen file itself, through an object URL released when it changes or the form goes
 * away; nothing is sent before the form is.
 */
export function PictureField({
  label, help, required, value, onChange, onProblem, error, ref, messagePrefix, fileCaption = (file) => file.name, previewMaxH,
}: PictureFieldProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  const text = (name: string, field?: string) => intl.formatMessage({ id: `${messagePrefix}.${name}` }, { field });

  const choose = ([file]: File[]) => {
    if (!file) return;
    const problem = pictureProblem(file);
    onProblem(problem);
    if (problem) return;
    setPreview(URL.createObjectURL(file));
    onChange(file);
  };
  const remove = () => {
    setPreview(null);
    onChange(null);
  };

  return (
    <LabelledField label={label} help={help} error={error} required={required}>
      <PictureFileInput ref={input} onChoose={choose} />
      {value && preview ? (
        <Stack gap="1">
          <Image src={preview} alt={text('preview', label)} maxH={previewMaxH} maxW="full" objectFit="contain" alignSelf="start" borderWidth="1px" rounded="md" />
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">{fileCaption(value)}</Text>
        </Stack>
      ) : null}
      <HStack gap="2">
        <Button ref={ref} size="sm" variant="outline" onClick={() => input.current?.click()} aria-label={text(value ? 'replaceOf' : 'chooseOf', label)}>
          <ImagePlus />
          <FormattedMessage id={`${messagePrefix}.${value ? 'replace' : 'choose'}`} />
        </Button>
        {value ? (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={remove} aria-label={text('removeOf', label)}>
            <Trash2 />
            <FormattedMessage id={`${messagePrefix}.remove`} />
          </Button>
        ) : null}
      </HStack>
    </LabelledField>
  );
}
