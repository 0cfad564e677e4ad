import { Badge } from '@chakra-ui/react/badge';
import { FormattedMessage } from 'react-intl';
import type { RemoteVersion } from 'shared-contracts/api/deploy';

const PALETTE: Readonly<Record<NonNullable<RemoteVersion['state']>, string>> = { active: 'green', canary: 'orange', previous: 'gray' };

/** Live for everyone, live for some (canary), or where a rollback returns to; nothing for the other versions. */
export function VersionStateBadge({ state }: { state: RemoteVersion['state'] }) {
  if (state === null) return null;
  return <Badge size="sm" colorPalette={PALETTE[state]}><FormattedMessage id={`admin.tools.deploy.state.${state}`} /></Badge>;
}
