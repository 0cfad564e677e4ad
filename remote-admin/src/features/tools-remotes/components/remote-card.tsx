import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Code } from '@chakra-ui/react/code';
import { DataList } from '@chakra-ui/react/data-list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Switch } from '@chakra-ui/react/switch';
import { Text } from '@chakra-ui/react/text';
import { TriangleAlert, Undo2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOAD_HEALTH_WINDOW_MINUTES, type RemoteHealth } from 'shared-contracts/api/deploy';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { Permission, usePermission } from 'shared-contracts/react/permission';
import { DetailRow } from '../../../components/detail-row';
import { FailureTable } from './failure-table';

type RemoteCardProps = {
  remote: RemoteHealth;
  locale: Locale;
  switching: boolean;
  onEnabled: (enabled: boolean) => void;
  onRollback: () => void;
};

function Reachability({ remote }: { remote: RemoteHealth }) {
  if (!remote.reachable) return <Badge colorPalette="red"><FormattedMessage id="admin.tools.remotes.unreachable" /></Badge>;
  return (
    <Badge colorPalette="green">
      <FormattedMessage id={remote.latencyMs === null ? 'admin.tools.remotes.reachable' : 'admin.tools.remotes.reachableIn'}
        values={{ ms: Math.round(remote.latencyMs ?? 0) }} />
    </Badge>
  );
}

/**
 * One remote at a glance: its switch, where its manifest is and whether it answers, what runs (active version,
 * canary), the last change, and the browsers' load failures, with a warning once the active version fails.
 */
export function RemoteCard({ remote, locale, switching, onEnabled, onRollback }: RemoteCardProps) {
  const intl = useIntl();
  const mayEdit = usePermission(['remote:edit']);
  const last = remote.lastDeploy;
  return (
    <Card.Root as="section" size="sm" variant="outline" aria-label={remote.name}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="3" wrap="wrap">
            <Card.Title as="h2" fontSize="md" fontFamily="mono">{remote.name}</Card.Title>
            {mayEdit ? (
              <HStack gap="1.5">
                {/* No Switch.Label: it would name the switch "Enabled"/"Disabled" instead of the remote it turns on. */}
                <Switch.Root size="sm" colorPalette="green" checked={remote.enabled} disabled={switching} onCheckedChange={(d) => onEnabled(d.checked)}>
                  <Switch.HiddenInput aria-label={intl.formatMessage({ id: 'admin.tools.remotes.enabledOf' }, { name: remote.name })} />
                  <Switch.Control />
                </Switch.Root>
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id={remote.enabled ? 'admin.tools.remotes.enabled' : 'admin.tools.remotes.disabled'} />
                </Text>
              </HStack>
            ) : (
              <Badge colorPalette={remote.enabled ? 'green' : 'gray'}>
                <FormattedMessage id={remote.enabled ? 'admin.tools.remotes.enabled' : 'admin.tools.remotes.disabled'} />
              </Badge>
            )}
            {remote.failuresSinceActivation > 0 ? (
              <Badge colorPalette="red" variant="solid" role="status">
                <TriangleAlert />
                <FormattedMessage id="admin.tools.remotes.failuresSinceActivation" values={{ count: remote.failuresSinceActivation }} />
              </Badge>
            ) : null}
          </HStack>
          <Permission value={['deploy:activate']}>
            <Button size="xs" variant="outline" colorPalette="orange" onClick={onRollback}
              aria-label={intl.formatMessage({ id: 'admin.tools.remotes.rollbackOf' }, { name: remote.name })}>
              <Undo2 /><FormattedMessage id="admin.tools.deploy.rollback" />
            </Button>
          </Permission>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <DataList.Root orientation="horizontal" size="sm">
            <DetailRow labelId="admin.tools.remotes.manifest">
              <HStack gap="2" wrap="wrap"><Code wordBreak="break-all">{remote.manifestUrl}</Code><Reachability remote={remote} /></HStack>
            </DetailRow>
            <DetailRow labelId="admin.tools.remotes.activeVersion"><Text fontFamily="mono">{remote.activeVersion}</Text></DetailRow>
            <DetailRow labelId="admin.tools.remotes.canary">
              {remote.canary ? (
                <FormattedMessage id="admin.tools.remotes.canaryOf" values={{
                  version: remote.canary.version, percent: remote.canary.percent,
                  roles: remote.canary.roles.join(', '), hasRoles: remote.canary.roles.length > 0 ? 'yes' : 'no',
                }} />
              ) : <FormattedMessage id="admin.tools.remotes.noCanary" />}
            </DetailRow>
            <DetailRow labelId="admin.tools.remotes.lastDeploy">
              {last ? (
                <FormattedMessage id="admin.tools.remotes.lastDeployOf" values={{
                  action: intl.formatMessage({ id: `admin.tools.deploy.action.${last.action}` }),
                  version: last.version ?? '—',
                  user: last.username ?? intl.formatMessage({ id: 'admin.tools.deploy.system' }),
                  time: formatDateTime(last.createTime, locale),
                }} />
              ) : '—'}
            </DetailRow>
          </DataList.Root>
          <Text fontSize="sm" fontWeight="medium">
            <FormattedMessage id="admin.tools.remotes.failures" values={{ minutes: LOAD_HEALTH_WINDOW_MINUTES }} />
          </Text>
          {remote.failures.length > 0
            ? <FailureTable failures={remote.failures} locale={locale} />
            : <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.tools.remotes.noFailures" /></Text>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
