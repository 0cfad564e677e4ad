import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectOption } from '../../mall-shared/components/select-field';

type IdSelectProps<V extends FieldValues, R> = {
  control: Control<V, unknown, R>;
  name: FieldPathByValue<V, number | null>;
  label: string;
  /** The first option is "none chosen" (value ''). */
  options: readonly SelectOption[];
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
};

/** A select of records by id, held in the form as a number (null when none is chosen). */
export function IdSelect<V extends FieldValues, R>({ control, name, label, options, error, required, disabled }: IdSelectProps<V, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = field.value === null ? '' : String(field.value);
        // While the options load, the saved value still needs an option to stay selected.
        const missing = value !== '' && !options.some((o) => o.value === value);
        return (
          <SelectField
            label={label}
            options={missing ? [...options, { value, label: `#${value}` }] : options}
            error={error}
            required={required}
            disabled={disabled}
            name={field.name}
            ref={field.ref}
            value={value}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
          />
        );
      }}
    />
  );
}
