import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Undo2 } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { RemoteEvent, RemoteVersion } from 'shared-contracts/api/deploy';
import { Permission } from 'shared-contracts/react/permission';
import type { CanaryOutcome } from './settle-canary-dialog';

type RemoteStatusProps = {
  versions: readonly RemoteVersion[];
  events: readonly RemoteEvent[] | undefined;
  onRollback: () => void;
  onSettleCanary: (outcome: CanaryOutcome, version: string) => void;
};

/** The canary's share and roles, from the event that started it (the versions list only says which version). */
function canaryScope(events: readonly RemoteEvent[] | undefined, version: string) {
  const start = events?.find((e) => e.action === 'canary-start' && e.version === version);
  const percent = typeof start?.detail?.percent === 'number' ? start.detail.percent : null;
  const roles = Array.isArray(start?.detail?.roles) ? start.detail.roles.filter((r): r is string => typeof r === 'string') : [];
  return { percent, roles };
}

/** What runs now: the active version, a running canary with Promote and Abandon, and the one-click rollback. */
export function RemoteStatus({ versions, events, onRollback, onSettleCanary }: RemoteStatusProps) {
  const active = versions.find((v) => v.state === 'active');
  const canary = versions.find((v) => v.state === 'canary');
  const previous = versions.find((v) => v.state === 'previous');
  const scope = canary ? canaryScope(events, canary.version) : null;
  return (
    <HStack gap="4" wrap="wrap" align="center">
      <Text>
        <FormattedMessage id="admin.tools.deploy.activeVersion" values={{ version: active?.version ?? '—', b: (chunks) => <b key="b">{chunks}</b> }} />
      </Text>
      {canary && scope ? (
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="orange">
            <FormattedMessage id="admin.tools.deploy.canaryRunning" values={{ version: canary.version }} />
          </Badge>
          {scope.percent !== null || scope.roles.length > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="admin.tools.deploy.canaryShare"
                values={{ percent: scope.percent ?? 0, roles: scope.roles.join(', '), hasRoles: scope.roles.length > 0 ? 'yes' : 'no' }} />
            </Text>
          ) : null}
          <Permission value={['deploy:activate']}>
            <Button size="xs" colorPalette="green" variant="outline" onClick={() => onSettleCanary('promote', canary.version)}>
              <FormattedMessage id="admin.tools.deploy.promote" />
            </Button>
            <Button size="xs" colorPalette="red" variant="outline" onClick={() => onSettleCanary('abandon', canary.version)}>
              <FormattedMessage id="admin.tools.deploy.abandon" />
            </Button>
          </Permission>
        </HStack>
      ) : null}
      {previous ? (
        <Permission value={['deploy:activate']}>
          <Button size="xs" variant="outline" colorPalette="orange" onClick={onRollback}>
            <Undo2 /><FormattedMessage id="admin.tools.deploy.rollbackTo" values={{ version: previous.version }} />
          </Button>
        </Permission>
      ) : null}
    </HStack>
  );
}
