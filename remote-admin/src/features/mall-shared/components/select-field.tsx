import { NativeSelect } from '@chakra-ui/react/native-select';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { useErrorText } from '../../../hooks/use-error-text';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A message key from the form's errors. */
  error?: string | undefined;
  help?: ReactNode;
  required?: boolean;
};

/**
 * A labelled native select: keyboard- and screen-reader-friendly everywhere and at home inside the
 * dialogs' focus trap. Works with register() (ref and handlers pass through) or as a controlled select.
 */
export function SelectField({ label, options, error, help, required, disabled, ref, ...select }: SelectFieldProps & { ref?: Ref<HTMLSelectElement> }) {
  const errorText = useErrorText();
  return (
    <LabelledField label={label} error={errorText(error)} help={help} required={required}>
      <NativeSelect.Root size="sm" disabled={disabled}>
        <NativeSelect.Field ref={ref} {...select}>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
