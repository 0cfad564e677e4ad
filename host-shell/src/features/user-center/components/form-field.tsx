import type { ReactNode } from 'react';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { useErrorText } from '../hooks/use-error-text';

type FormFieldProps = {
  label: ReactNode;
  /** A message key from the form's errors. */
  error?: string | undefined;
  help?: ReactNode;
  required?: boolean;
  children: ReactNode;
};

/** A labelled control of the personal centre's forms, its error given as a message key. */
export function FormField({ error, ...field }: FormFieldProps) {
  const errorText = useErrorText();
  return <LabelledField {...field} error={errorText(error)} />;
}
