import { Input, type InputProps } from '@chakra-ui/react/input';
import type { ReactNode } from 'react';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { useErrorText } from '../hooks/use-error-text';

type FormTextFieldProps = InputProps & {
  label: ReactNode;
  help?: ReactNode;
  /** A message key from the form's errors. */
  error?: string | undefined;
};

/** A labelled input of the admin forms, its error given as a message key. */
export function FormTextField({ label, help, error, required, ...inputProps }: FormTextFieldProps) {
  const errorText = useErrorText();
  return (
    <LabelledField label={label} help={help} error={errorText(error)} required={required}>
      <Input {...inputProps} />
    </LabelledField>
  );
}
