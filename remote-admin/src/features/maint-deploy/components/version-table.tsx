import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { RemoteVersion } from 'shared-contracts/api/deploy';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { Permission } from 'shared-contracts/react/permission';
import { ListTable } from '../../../components/list-table';
import { formatBytes } from '../../../utils/format-bytes';
import { ProblemList } from '../../deploy-shared/components/problem-list';
import { VersionStateBadge } from './version-state-badge';

const COLUMNS = ['version', 'source', 'uploadedBy', 'createTime', 'size', 'files', 'modules', 'state', 'problems', 'actions'] as const;

type VersionTableProps = {
  versions: readonly RemoteVersion[];
  locale: Locale;
  /** A canary is running: another cannot start until it is promoted or abandoned. */
  canaryRunning: boolean;
  onActivate: (version: RemoteVersion) => void;
  onCanary: (version: RemoteVersion) => void;
};

/** Every kept version of a remote, newest first, with what stands in the way of each going live. */
export function VersionTable({ versions, locale, canaryRunning, onActivate, onCanary }: VersionTableProps) {
  const intl = useIntl();
  const named = (id: string, version: string) => intl.formatMessage({ id }, { version });
  return (
    <ListTable idPrefix="admin.tools.deploy" columns={COLUMNS} numeric={['size', 'files', 'modules']}>
      {versions.map((v) => (
        <Table.Row key={v.id}>
          <Table.Cell fontFamily="mono" whiteSpace="nowrap">{v.version}</Table.Cell>
          <Table.Cell><FormattedMessage id={`admin.tools.deploy.source.${v.source}`} /></Table.Cell>
          <Table.Cell>{v.uploadedBy ?? <FormattedMessage id="admin.tools.deploy.system" />}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(v.createTime, locale)}</Table.Cell>
          {/* A version registered by URL was not uploaded here: its size and files are unknown. */}
          <Table.Cell textAlign="end" whiteSpace="nowrap">{v.source === 'upload' ? formatBytes(v.size, locale) : '—'}</Table.Cell>
          <Table.Cell textAlign="end">{v.source === 'upload' ? <FormattedNumber value={v.fileCount} /> : '—'}</Table.Cell>
          <Table.Cell textAlign="end" title={v.exposes.join('\n')}><FormattedNumber value={v.exposes.length} /></Table.Cell>
          <Table.Cell><VersionStateBadge state={v.state} /></Table.Cell>
          <Table.Cell minW="64">
            {v.problems.length === 0
              ? <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.tools.deploy.noProblems" /></Text>
              : <ProblemList problems={v.problems} label={named('admin.tools.deploy.problemsOf', v.version)} />}
          </Table.Cell>
          <Table.Cell>
            <Permission value={['deploy:activate']}>
              <HStack gap="1">
                {v.state !== 'active' ? (
                  <Button size="xs" variant="ghost" colorPalette="green" aria-label={named('admin.tools.deploy.activateOf', v.version)} onClick={() => onActivate(v)}>
                    <FormattedMessage id="admin.tools.deploy.activate" />
                  </Button>
                ) : null}
                {v.state !== 'active' && !canaryRunning ? (
                  <Button size="xs" variant="ghost" colorPalette="orange" aria-label={named('admin.tools.deploy.canaryOf', v.version)} onClick={() => onCanary(v)}>
                    <FormattedMessage id="admin.tools.deploy.canary" />
                  </Button>
                ) : null}
              </HStack>
            </Permission>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
