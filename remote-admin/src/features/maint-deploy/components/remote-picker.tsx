import { NativeSelect } from '@chakra-ui/react/native-select';
import { useIntl } from 'react-intl';
import { LabelledField } from 'shared-contracts/react/labelled-field';

type RemotePickerProps = { names: readonly string[]; value: string | null; onChange: (name: string) => void };

/** Which remote the page shows: its versions, its history and its deploy command. */
export function RemotePicker({ names, value, onChange }: RemotePickerProps) {
  const intl = useIntl();
  return (
    <LabelledField label={intl.formatMessage({ id: 'admin.tools.deploy.remote' })}>
      <NativeSelect.Root size="sm" maxW="xs">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          {names.map((name) => <option key={name} value={name}>{name}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
