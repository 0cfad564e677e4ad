import { useIntl } from 'react-intl';
import { SelectField } from './select-field';

type StatusFilterProps<S extends string> = {
  label: string;
  states: readonly S[];
  /** Message id of each state's name: `${prefix}.${state}`. */
  prefix: string;
  value: S | '';
  onChange: (value: S | '') => void;
};

/** A list's state filter: "All" and each state, as a native select. */
export function StatusFilter<S extends string>({ label, states, prefix, value, onChange }: StatusFilterProps<S>) {
  const intl = useIntl();
  const options = [
    { value: '', label: intl.formatMessage({ id: 'admin.filter.all' }) },
    ...states.map((s) => ({ value: s, label: intl.formatMessage({ id: `${prefix}.${s}` }) })),
  ];
  return (
    <SelectField
      label={label}
      options={options}
      value={value}
      onChange={(e) => onChange(states.find((s) => s === e.target.value) ?? '')}
    />
  );
}
