import { Field } from '@chakra-ui/react/field';
import { Input, type InputProps } from '@chakra-ui/react/input';
import type { ReactNode } from 'react';
import { useErrorText } from '../hooks/use-error-text';

type FormTextFieldProps = InputProps & {
  label: ReactNode;
  help?: ReactNode;
  /** A message key from the form's errors. */
  error?: string | undefined;
};

/**
 * A labelled input with its help and error text. Field.Root ties the label, the help and the error to the
 * input (id, aria-describedby, aria-invalid), so a screen reader and Playwright's getByLabel find it.
 */
export function FormTextField({ label, help, error, required, ...inputProps }: FormTextFieldProps) {
  const errorText = useErrorText();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...inputProps} />
      {help && !error ? <Field.HelperText>{help}</Field.HelperText> : null}
      <Field.ErrorText>{errorText(error)}</Field.ErrorText>
    </Field.Root>
  );
}
