import { Input } from '@chakra-ui/react/input';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useIntl } from 'react-intl';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { useErrorText } from '../../../hooks/use-error-text';
import { OVERLAY_INPUT_STYLE } from '../../../components/overlay-input-style';
import type { PasswordMode } from '../utils/user-form';

type PasswordFieldsProps = {
  mode: PasswordMode;
  onModeChange: (mode: PasswordMode) => void;
  password: string;
  onPasswordChange: (password: string) => void;
  /** A message key. */
  error?: string | undefined;
};

const MODES: readonly PasswordMode[] = ['generate', 'type'];

/** A generated password (shown once after saving) or one typed by the administrator, with the portal's password rule. */
export function PasswordFields({ mode, onModeChange, password, onPasswordChange, error }: PasswordFieldsProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Stack gap="3">
      <RadioGroup.Root size="sm" value={mode} onValueChange={(d) => onModeChange(d.value === 'type' ? 'type' : 'generate')}>
        <RadioGroup.Label mb="2">{intl.formatMessage({ id: 'admin.system.user.password.mode' })}</RadioGroup.Label>
        <HStack gap="6" wrap="wrap">
          {MODES.map((m) => (
            <RadioGroup.Item key={m} value={m} position="relative">
              <RadioGroup.ItemHiddenInput style={OVERLAY_INPUT_STYLE} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{intl.formatMessage({ id: `admin.system.user.password.${m}` })}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {mode === 'type' ? (
        <LabelledField
          label={intl.formatMessage({ id: 'admin.system.user.password.label' })}
          help={intl.formatMessage({ id: 'admin.system.user.password.help' })}
          error={errorText(error)}
          required
        >
          <Input size="sm" type="password" autoComplete="new-password" maxLength={12} value={password} onChange={(e) => onPasswordChange(e.target.value)} />
        </LabelledField>
      ) : null}
    </Stack>
  );
}
