import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { Wrap } from '@chakra-ui/react/wrap';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useErrorText } from '../../../hooks/use-error-text';
import { OVERLAY_INPUT_STYLE } from '../../../components/overlay-input-style';

export type CheckboxOption = { value: number; label: string; disabled?: boolean };

type CheckboxListFieldProps = {
  label: string;
  options: readonly CheckboxOption[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  /** A message key from the form's errors. */
  error?: string | undefined;
  help?: ReactNode;
  required?: boolean;
};

/**
 * Several choices of one field (a user's roles, jobs) as a labelled group of checkboxes. Not a Field.Root: its
 * checkboxes would all take the field's id and label.
 */
export function CheckboxListField({ label, options, value, onChange, error, help, required }: CheckboxListFieldProps) {
  const errorText = useErrorText();
  const toggle = (id: number, on: boolean) => onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="medium">{label}{required ? ' *' : ''}</Text>
      <Wrap role="group" aria-label={label} gap="4">
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            size="sm"
            position="relative"
            checked={value.includes(option.value)}
            disabled={option.disabled}
            onCheckedChange={(details) => toggle(option.value, details.checked === true)}
          >
            <Checkbox.HiddenInput style={OVERLAY_INPUT_STYLE} />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      {error
        ? <Text fontSize="xs" color="fg.error" role="alert">{errorText(error)}</Text>
        : help ? <Text fontSize="xs" color="fg.muted">{help}</Text> : null}
    </Stack>
  );
}
