import { Badge } from '@chakra-ui/react/badge';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { RemoteEvent } from 'shared-contracts/api/deploy';

type MenuEntry = { title: string; component: string };

const isMenuEntry = (value: unknown): value is MenuEntry =>
  typeof value === 'object' && value !== null && typeof (value as MenuEntry).title === 'string' && typeof (value as MenuEntry).component === 'string';

/** Menu entries the event's detail names (the server records those an override let break). */
function entriesOf(detail: Record<string, unknown>): MenuEntry[] {
  for (const key of ['overriddenMenus', 'entries']) {
    const value = detail[key];
    if (Array.isArray(value)) return value.filter(isMenuEntry);
  }
  return [];
}

/**
 * What an event's detail says, in words: an override of the menu check with the entries it let break, a canary's
 * share and roles. The detail is free-form on the server's side: keys not known here are left out.
 */
export function EventDetail({ event }: { event: RemoteEvent }) {
  const detail = event.detail ?? {};
  const entries = entriesOf(detail);
  const overridden = detail.overrideMenus === true || entries.length > 0;
  const percent = typeof detail.percent === 'number' ? detail.percent : null;
  const roles = Array.isArray(detail.roles) ? detail.roles.filter((r): r is string => typeof r === 'string') : [];
  if (!overridden && percent === null && roles.length === 0) return null;
  return (
    <Stack gap="1" fontSize="sm">
      {overridden ? (
        <Stack gap="0.5">
          <Badge size="sm" colorPalette="red" alignSelf="flex-start"><FormattedMessage id="admin.tools.deploy.overridden" /></Badge>
          {entries.map((e) => (
            <Text key={`${e.component}|${e.title}`} color="fg.muted">
              <FormattedMessage id="admin.tools.deploy.problem.menuEntry" values={{ title: e.title, component: e.component }} />
            </Text>
          ))}
        </Stack>
      ) : null}
      {percent !== null || roles.length > 0 ? (
        <Text><FormattedMessage id="admin.tools.deploy.canaryShare" values={{ percent: percent ?? 0, roles: roles.join(', '), hasRoles: roles.length > 0 ? 'yes' : 'no' }} /></Text>
      ) : null}
    </Stack>
  );
}
