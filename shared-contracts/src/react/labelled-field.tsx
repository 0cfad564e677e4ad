import { useCallback, type ReactNode } from 'react';
import { Field } from '@chakra-ui/react/field';
import { useIntl } from 'react-intl';

/**
 * Text of a field error. Errors carry message keys (the contracts' zod schemas and the server alike); a key
 * nobody translated shows the page's generic hint (`fallbackId`) rather than the raw key.
 */
export function useErrorTextOr(fallbackId: string): (key: string | null | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback((key) => {
    if (!key) return undefined;
    return intl.formatMessage({ id: intl.messages[key] !== undefined ? key : fallbackId });
  }, [intl, fallbackId]);
}

type LabelledFieldProps = {
  label: ReactNode;
  /** The error's text (useErrorTextOr); the help shows while there is none. */
  error?: string | undefined;
  help?: ReactNode;
  required?: boolean | undefined;
  children: ReactNode;
};

/**
 * A labelled control with its help and error text. Field.Root ties label, help and error to the Chakra
 * control inside (id, aria-describedby, aria-invalid), so screen readers and Playwright's getByLabel find it.
 */
export function LabelledField({ label, error, help, required, children }: LabelledFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {help && !error ? <Field.HelperText>{help}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
