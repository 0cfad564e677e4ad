import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Wrap } from '@chakra-ui/react/wrap';
import type { ReactNode } from 'react';
import { OVERLAY_INPUT_STYLE } from '../../../components/overlay-input-style';

type RoleChecklistProps = { label: string; roles: readonly string[]; value: readonly string[]; onChange: (next: string[]) => void; help: ReactNode };

/** The roles a canary targets, as a labelled group of checkboxes (role names, as the session's roles hold them). */
export function RoleChecklist({ label, roles, value, onChange, help }: RoleChecklistProps) {
  const toggle = (role: string, on: boolean) => onChange(on ? [...value.filter((r) => r !== role), role] : value.filter((r) => r !== role));
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="medium">{label}</Text>
      <Wrap role="group" aria-label={label} gap="4">
        {roles.map((role) => (
          <Checkbox.Root key={role} size="sm" position="relative" checked={value.includes(role)} onCheckedChange={(d) => toggle(role, d.checked === true)}>
            <Checkbox.HiddenInput style={OVERLAY_INPUT_STYLE} />
            <Checkbox.Control />
            <Checkbox.Label fontFamily="mono">{role}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      <Text fontSize="xs" color="fg.muted">{help}</Text>
    </Stack>
  );
}
