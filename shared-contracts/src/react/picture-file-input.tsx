import { Input } from '@chakra-ui/react/input';
import type { Ref } from 'react';
import { PICTURE_ACCEPT } from '../api/picture-upload';

type PictureFileInputProps = {
  /** The field's own button opens the input through this ref (`ref.current.click()`). */
  ref: Ref<HTMLInputElement>;
  multiple?: boolean;
  /** The chosen files, none when the choice was cancelled. */
  onChoose: (files: File[]) => void;
};

/**
 * The hidden file input behind a picture field: offers the picture types the uploads keep, and is emptied after each
 * choice so that choosing the same file again (after removing it) is a change too.
 */
export function PictureFileInput({ ref, multiple, onChoose }: PictureFileInputProps) {
  return (
    <Input ref={ref} type="file" multiple={multiple} accept={PICTURE_ACCEPT} display="none"
      onChange={(e) => {
        const chosen = Array.from(e.target.files ?? []);
        e.target.value = '';
        onChoose(chosen);
      }} />
  );
}
