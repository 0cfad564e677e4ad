import { Checkbox } from '@chakra-ui/react/checkbox';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ReactNode } from 'react';
import { OVERLAY_INPUT_STYLE } from '../../../components/overlay-input-style';

type CheckboxFieldProps<V extends FieldValues, R> = { control: Control<V, unknown, R>; name: FieldPath<V>; label: ReactNode };

/** A yes/no setting of a form as a labelled checkbox (the native input spread over it, see OVERLAY_INPUT_STYLE). */
export function CheckboxField<V extends FieldValues, R>({ control, name, label }: CheckboxFieldProps<V, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          name={field.name}
          checked={field.value === true}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
          size="sm"
          position="relative"
        >
          <Checkbox.HiddenInput onBlur={field.onBlur} style={OVERLAY_INPUT_STYLE} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
