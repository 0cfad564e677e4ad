import { Switch } from '@chakra-ui/react/switch';

type SettingSwitchProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

/** A labelled switch row of the settings panel; the hidden input keeps it a real form control. */
export function SettingSwitch({ label, checked, onChange }: SettingSwitchProps) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(d) => onChange(d.checked)} colorPalette="blue"
      display="flex" justifyContent="space-between" w="full" py="2">
      <Switch.HiddenInput />
      <Switch.Label fontSize="sm" fontWeight="normal">{label}</Switch.Label>
      <Switch.Control />
    </Switch.Root>
  );
}
