import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Upload } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Backup } from 'shared-contracts/api/backups';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { Permission } from 'shared-contracts/react/permission';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { DoneNotice } from '../../../components/done-notice';
import { PageHeading } from '../../../components/page-heading';
import { PagedListBody } from '../../../components/paged-list-body';
import { useOwnLevel } from '../../system-shared/api/get-own-level';
import { useClampedPage } from '../../system-shared/hooks/use-clamped-page';
import { useCreateBackup } from '../api/create-backup';
import { useDeleteBackup } from '../api/delete-backup';
import { useDownloadBackup } from '../api/download-backup';
import { useBackups } from '../api/get-backups';
import { useUploadBackup } from '../api/upload-backup';
import { BackupTable } from './backup-table';
import { RestoreDialog } from './restore-dialog';

export const BACKUP_PAGE_SIZE = 10;

/** `admin/maint/Database`: backups of the database, taken, uploaded, downloaded, restored and deleted (database:*). */
export function BackupPage() {
  const locale = usePortalLocale();
  const [page, setPage] = useState(0);
  const list = useBackups(page, BACKUP_PAGE_SIZE);
  const create = useCreateBackup();
  const upload = useUploadBackup();
  const remove = useDeleteBackup();
  const download = useDownloadBackup();
  const [restoring, setRestoring] = useState<Backup | null>(null);
  const [deleting, setDeleting] = useState<Backup | null>(null);
  const [notice, setNotice] = useState<ReactNode>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // A backup holds every buyer's data: downloading or restoring one needs a role that sees all data (the server
  // answers 403 otherwise, which the shared client would turn into a trip to /401).
  const allData = useOwnLevel().data?.allData ?? false;
  useClampedPage(list.data?.totalElements, BACKUP_PAGE_SIZE, setPage);

  const created = (id: string) => (backup: Backup) => {
    setPage(0);
    setNotice(<FormattedMessage id={id} values={{ name: backup.name }} />);
  };
  const chosen = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (file) upload.mutate(file, { onSuccess: created('admin.tools.backup.uploaded') });
  };

  return (
    <Stack gap="4">
      <PageHeading title={<FormattedMessage id="admin.tools.backup.title" />} intro={<FormattedMessage id="admin.tools.backup.intro" />} />
      <Permission value={['database:add']}>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="blue" loading={create.isPending} onClick={() => { setNotice(null); create.mutate(undefined, { onSuccess: created('admin.tools.backup.created') }); }}>
            <FormattedMessage id="admin.tools.backup.create" />
          </Button>
          <Button size="sm" variant="outline" loading={upload.isPending} onClick={() => { setNotice(null); fileInput.current?.click(); }}>
            <Upload />
            <FormattedMessage id="admin.tools.backup.upload" />
          </Button>
          <input ref={fileInput} type="file" accept=".gz,application/gzip" hidden aria-hidden="true" tabIndex={-1}
            onChange={(e) => chosen(e.target.files?.[0])} data-testid="backup-file" />
        </HStack>
      </Permission>
      {notice ? <DoneNotice>{notice}</DoneNotice> : null}
      {allData ? null : <Text fontSize="sm" color="fg.muted"><FormattedMessage id={MessageKey.maintBackupScopeAll} /></Text>}
      <PagedListBody list={list} emptyText={<FormattedMessage id="admin.tools.backup.empty" />} page={page} size={BACKUP_PAGE_SIZE} onPageChange={setPage}>
        {(rows) => (
          <BackupTable backups={rows} locale={locale} allData={allData} onDownload={(b) => download.mutate(b)} onRestore={(b) => { setNotice(null); setRestoring(b); }} onDelete={setDeleting} />
        )}
      </PagedListBody>
      {restoring ? (
        <RestoreDialog backup={restoring} locale={locale} onClose={() => setRestoring(null)}
          onDone={(result) => {
            setNotice(<FormattedMessage id="admin.tools.backup.restored" values={{ name: restoring.name, tables: result.tableCount, rows: result.rowCount }} />);
            setRestoring(null);
          }} />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={<FormattedMessage id="admin.tools.backup.confirmDelete" values={{ name: deleting.name }} />}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      ) : null}
    </Stack>
  );
}
