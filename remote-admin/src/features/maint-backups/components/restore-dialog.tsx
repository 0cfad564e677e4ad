import { Alert } from '@chakra-ui/react/alert';
import { Input } from '@chakra-ui/react/input';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { Backup, RestoreResult } from 'shared-contracts/api/backups';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { ActionDialog } from '../../../components/action-dialog';
import { ListTable } from '../../../components/list-table';
import { LoadingState } from '../../../components/list-state';
import { refusalKey } from '../../../utils/refusal-key';
import { useBackupDetail } from '../api/get-backup-detail';
import { useRestoreBackup } from '../api/restore-backup';

type RestoreDialogProps = { backup: Backup; locale: Locale; onDone: (result: RestoreResult) => void; onClose: () => void };

/**
 * Restoring replaces data, so the dialog shows what it replaces (every table and its rows at backup time, the
 * database versions) and enables Restore only once the backup's name is typed exactly.
 */
export function RestoreDialog({ backup, locale, onDone, onClose }: RestoreDialogProps) {
  const detail = useBackupDetail(backup.id);
  const restore = useRestoreBackup();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const levelMismatch = detail.data !== undefined && detail.data.migrationLevel !== detail.data.serverMigrationLevel;
  const confirm = () => {
    setRefusal(undefined);
    restore.mutate({ id: backup.id, confirm: typed.trim() }, {
      onSuccess: onDone,
      onError: (error) => setRefusal(refusalKey(error) ?? 'admin.list.loadFailed'),
    });
  };
  return (
    <ActionDialog
      title={<FormattedMessage id="admin.tools.backup.restoreTitle" values={{ name: backup.name }} />}
      description={detail.data ? (
        <FormattedMessage id="admin.tools.backup.restoreWarning" values={{ time: formatDateTime(detail.data.takenAt, locale) }} />
      ) : undefined}
      scrollBehavior="inside"
      maxW="lg"
      refusal={refusal}
      announceRefusal
      confirmLabel={<FormattedMessage id="admin.tools.backup.restore" />}
      confirmPalette="red"
      confirmDisabled={typed.trim() !== backup.name || levelMismatch || detail.data === undefined}
      pending={restore.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {detail.isError ? (
        <Alert.Root status="error"><Alert.Indicator /><Alert.Title><FormattedMessage id="admin.tools.backup.detailFailed" /></Alert.Title></Alert.Root>
      ) : null}
      {detail.data === undefined && !detail.isError ? <LoadingState label={<FormattedMessage id="admin.list.loading" />} /> : null}
      {detail.data ? (
        <>
          <Text fontSize="sm" color={levelMismatch ? 'fg.error' : 'fg.muted'}>
            <FormattedMessage id="admin.tools.backup.levels" values={{ backup: detail.data.migrationLevel, server: detail.data.serverMigrationLevel }} />
          </Text>
          {levelMismatch ? (
            <Alert.Root status="error"><Alert.Indicator /><Alert.Title><FormattedMessage id="admin.tools.backup.levelMismatch" /></Alert.Title></Alert.Root>
          ) : null}
          <ListTable idPrefix="admin.tools.backup" columns={['table', 'rows']} numeric={['rows']} stickyHeader>
            {detail.data.tables.map((t) => (
              <Table.Row key={t.name}>
                <Table.Cell fontFamily="mono">{t.name}</Table.Cell>
                <Table.Cell textAlign="end"><FormattedNumber value={t.rows} /></Table.Cell>
              </Table.Row>
            ))}
          </ListTable>
        </>
      ) : null}
      <LabelledField label={<FormattedMessage id="admin.tools.backup.confirmLabel" values={{ name: backup.name }} />}>
        <Input value={typed} autoComplete="off" spellCheck={false} onChange={(e) => setTyped(e.target.value)} />
      </LabelledField>
    </ActionDialog>
  );
}
