import { Checkbox } from '@chakra-ui/react/checkbox';
import type { ReactNode } from 'react';
import { OVERLAY_INPUT_STYLE } from './overlay-input-style';

type SelectCheckboxProps = {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  /** The accessible name; shown too when `visibleLabel` is set. */
  label: string;
  visibleLabel?: ReactNode;
};

/** A row's (or the whole page's) selection box of a list, named for screen readers and tests; the native input covers it. */
export function SelectCheckbox({ checked, onChange, label, visibleLabel }: SelectCheckboxProps) {
  return (
    <Checkbox.Root size="sm" position="relative" checked={checked} onCheckedChange={(d) => onChange(d.checked === true)}>
      <Checkbox.HiddenInput aria-label={label} style={OVERLAY_INPUT_STYLE} />
      <Checkbox.Control />
      {visibleLabel ? <Checkbox.Label>{visibleLabel}</Checkbox.Label> : null}
    </Checkbox.Root>
  );
}
