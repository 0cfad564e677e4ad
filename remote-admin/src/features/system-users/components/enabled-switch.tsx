import { Switch } from '@chakra-ui/react/switch';
import { useIntl } from 'react-intl';
import { EnabledBadge } from '../../system-shared/components/enabled-badge';

type EnabledSwitchProps = { name: string; enabled: boolean; editable: boolean; pending: boolean; onChange: (enabled: boolean) => void };

/** A user's status in the list: a switch for who may change it (disabling ends the user's sessions), else a badge. */
export function EnabledSwitch({ name, enabled, editable, pending, onChange }: EnabledSwitchProps) {
  const intl = useIntl();
  if (!editable) return <EnabledBadge enabled={enabled} />;
  return (
    <Switch.Root size="sm" colorPalette="green" checked={enabled} disabled={pending} onCheckedChange={(d) => onChange(d.checked)}>
      <Switch.HiddenInput aria-label={intl.formatMessage({ id: 'admin.system.user.enabledOf' }, { name })} />
      <Switch.Control />
    </Switch.Root>
  );
}
