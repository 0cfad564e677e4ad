import { Field } from '@chakra-ui/react/field';
import type { ReactNode } from 'react';
import { useErrorText } from '../hooks/use-error-text';

type FormFieldProps = {
  label: ReactNode;
  /** A message key from the form's errors. */
  error?: string | undefined;
  help?: ReactNode;
  required?: boolean;
  children: ReactNode;
};

/**
 * A labelled control with its help and error text. Field.Root ties label, help and error to the Chakra
 * input inside (id, aria-describedby, aria-invalid), so screen readers and getByLabel find it.
 */
export function FormField({ label, error, help, required, children }: FormFieldProps) {
  const errorText = useErrorText();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {help && !error ? <Field.HelperText>{help}</Field.HelperText> : null}
      <Field.ErrorText>{errorText(error)}</Field.ErrorText>
    </Field.Root>
  );
}
