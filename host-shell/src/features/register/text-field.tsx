import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react/field';
import { FormattedMessage } from 'react-intl';

type Props = { labelId: string; hintId?: string; error: string | undefined; required?: boolean; children: ReactNode };

/** A labelled form field with its hint and error; the label is tied to the input by Chakra's Field. */
export function TextField({ labelId, hintId, error, required = true, children }: Props) {
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label><FormattedMessage id={labelId} /></Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {hintId && !error ? <Field.HelperText><FormattedMessage id={hintId} /></Field.HelperText> : null}
    </Field.Root>
  );
}
