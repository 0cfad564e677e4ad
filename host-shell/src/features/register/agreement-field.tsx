import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Field } from '@chakra-ui/react/field';
import { HStack } from '@chakra-ui/react/stack';
import { FormattedMessage } from 'react-intl';
import { AgreementDialog } from './agreement-dialog';
import type { AgreementDocument } from './agreement-messages';

type Props = { checked: boolean; onChange: (checked: boolean) => void; onBlur: () => void; error: string | undefined };

/**
 * The agreement checkbox (SPEC §5). The documents open from buttons beside it rather than from links in
 * its label: a link inside a label would also tick the box. "I agree" in a document ticks it.
 */
export function AgreementField({ checked, onChange, onBlur, error }: Props) {
  const [reading, setReading] = useState<AgreementDocument | null>(null);
  return (
    <Field.Root invalid={error !== undefined}>
      <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} colorPalette="blue" alignItems="flex-start">
        <Checkbox.HiddenInput name="agreement" onBlur={onBlur} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal"><FormattedMessage id="register.agree" /></Checkbox.Label>
      </Checkbox.Root>
      <HStack gap="4" ps="6">
        <Button variant="plain" size="xs" px="0" color="blue.600" onClick={() => setReading('registration')}>
          <FormattedMessage id="register.readAgreement" />
        </Button>
        <Button variant="plain" size="xs" px="0" color="blue.600" onClick={() => setReading('terms')}>
          <FormattedMessage id="register.readTerms" />
        </Button>
      </HStack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      <AgreementDialog
        document={reading}
        onClose={() => setReading(null)}
        onAccept={() => { onChange(true); setReading(null); }}
      />
    </Field.Root>
  );
}
