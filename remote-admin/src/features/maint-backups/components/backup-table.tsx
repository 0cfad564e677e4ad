import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { Backup, BackupKind } from 'shared-contracts/api/backups';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { Permission } from 'shared-contracts/react/permission';
import { ListTable } from '../../../components/list-table';
import { formatBytes } from '../../../utils/format-bytes';

const COLUMNS = ['name', 'size', 'kind', 'tables', 'rows', 'createdBy', 'createTime', 'actions'] as const;
const KIND_PALETTE: Readonly<Record<BackupKind, string>> = { manual: 'blue', scheduled: 'green', uploaded: 'purple' };

type BackupTableProps = {
  backups: readonly Backup[];
  locale: Locale;
  /** Whether the reader sees all data: only then may a backup (every buyer's rows) be downloaded or restored. */
  allData: boolean;
  onDownload: (backup: Backup) => void;
  onRestore: (backup: Backup) => void;
  onDelete: (backup: Backup) => void;
};

/** A page of backups, newest first, with download and restore for readers who see all data, and delete, by the codes. */
export function BackupTable({ backups, locale, allData, onDownload, onRestore, onDelete }: BackupTableProps) {
  const intl = useIntl();
  const named = (id: string, name: string) => intl.formatMessage({ id }, { name });
  return (
    <ListTable idPrefix="admin.tools.backup" columns={COLUMNS} numeric={['size', 'tables', 'rows']}>
      {backups.map((backup) => (
        <Table.Row key={backup.id}>
          <Table.Cell fontFamily="mono">{backup.name}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">{formatBytes(backup.size, locale)}</Table.Cell>
          <Table.Cell>
            <Badge size="sm" colorPalette={KIND_PALETTE[backup.kind]}><FormattedMessage id={`admin.tools.backup.kind.${backup.kind}`} /></Badge>
          </Table.Cell>
          <Table.Cell textAlign="end"><FormattedNumber value={backup.tableCount} /></Table.Cell>
          <Table.Cell textAlign="end"><FormattedNumber value={backup.rowCount} /></Table.Cell>
          <Table.Cell>{backup.createdBy ?? <FormattedMessage id="admin.tools.backup.system" />}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(backup.createTime, locale)}</Table.Cell>
          <Table.Cell>
            <HStack gap="1">
              {allData ? (
                <>
                  <Button size="xs" variant="ghost" aria-label={named('admin.tools.backup.downloadOf', backup.name)} onClick={() => onDownload(backup)}>
                    <FormattedMessage id="admin.tools.backup.download" />
                  </Button>
                  <Permission value={['database:restore']}>
                    <Button size="xs" variant="ghost" colorPalette="orange" aria-label={named('admin.tools.backup.restoreOf', backup.name)} onClick={() => onRestore(backup)}>
                      <FormattedMessage id="admin.tools.backup.restore" />
                    </Button>
                  </Permission>
                </>
              ) : null}
              <Permission value={['database:del']}>
                <Button size="xs" variant="ghost" colorPalette="red" aria-label={named('admin.tools.backup.deleteOf', backup.name)} onClick={() => onDelete(backup)}>
                  <FormattedMessage id="admin.row.delete" />
                </Button>
              </Permission>
            </HStack>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
