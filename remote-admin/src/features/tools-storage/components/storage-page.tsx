import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StorageFile } from 'shared-contracts/api/storage-files';
import { Permission } from 'shared-contracts/react/permission';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { PagedListBody } from '../../../components/paged-list-body';
import { TitleWithAdd } from '../../../components/title-with-add';
import { useClampedPage } from '../../system-shared/hooks/use-clamped-page';
import { useDeleteStorageFiles } from '../api/delete-storage-files';
import { useDownloadStorageFile } from '../api/download-storage-file';
import { NO_STORAGE_FILTERS, useStorageFiles, type StorageFilters } from '../api/get-storage-files';
import { RenameDialog } from './rename-dialog';
import { StorageFilterBar } from './storage-filters';
import { StorageTable } from './storage-table';
import { UploadDialog } from './upload-dialog';

export const STORAGE_PAGE_SIZE = 10;
/** What the delete confirmation is about: one file (its row button) or the selected ones. */
type Deleting = { ids: number[]; name: string | null };

/** `admin/tools/Storage`: files kept behind the storage interface (local disk or S3), with the storage:* codes. */
export function StoragePage() {
  const locale = usePortalLocale();
  const [filters, setFilters] = useState<StorageFilters>(NO_STORAGE_FILTERS);
  const [page, setPage] = useState(0);
  const list = useStorageFiles({ ...filters, page, size: STORAGE_PAGE_SIZE });
  const [uploading, setUploading] = useState(false);
  const [renaming, setRenaming] = useState<StorageFile | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const remove = useDeleteStorageFiles();
  const download = useDownloadStorageFile();
  useClampedPage(list.data?.totalElements, STORAGE_PAGE_SIZE, setPage);

  const select = (ids: readonly number[], checked: boolean) => setSelected((before) => {
    const next = new Set(before);
    for (const id of ids) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    return next;
  });
  const confirmDelete = (target: Deleting) => remove.mutate(target.ids, {
    onSuccess: () => {
      setDeleting(null);
      select(target.ids, false);
    },
  });
  const filtered = filters.blurry !== '' || filters.fromDay !== null || filters.toDay !== null;

  return (
    <Stack gap="4">
      <TitleWithAdd titleId="admin.tools.storage.title" addId="admin.tools.storage.upload" permission="storage:add" onAdd={() => setUploading(true)} />
      <StorageFilterBar onSearch={(next) => { setFilters(next); setPage(0); }} />
      {selected.size > 0 ? (
        <Permission value={['storage:del']}>
          <HStack>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting({ ids: [...selected], name: null })}>
              <Trash2 /><FormattedMessage id="admin.tools.storage.deleteSelected" values={{ count: selected.size }} />
            </Button>
          </HStack>
        </Permission>
      ) : null}
      <PagedListBody list={list} page={page} size={STORAGE_PAGE_SIZE} onPageChange={setPage}
        emptyText={<FormattedMessage id={filtered ? 'admin.tools.storage.noMatch' : 'admin.tools.storage.empty'} />}>
        {(files) => (
          <StorageTable files={files} locale={locale} selected={selected} onSelect={select}
            onDownload={(file) => download.mutate(file)} onRename={setRenaming}
            onDelete={(file) => setDeleting({ ids: [file.id], name: file.name })} />
        )}
      </PagedListBody>
      {uploading ? <UploadDialog onClose={() => setUploading(false)} /> : null}
      {renaming ? <RenameDialog file={renaming} onClose={() => setRenaming(null)} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={deleting.name !== null
            ? <FormattedMessage id="admin.tools.storage.confirm" values={{ name: deleting.name }} />
            : <FormattedMessage id="admin.tools.storage.confirmMany" values={{ count: deleting.ids.length }} />}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      ) : null}
    </Stack>
  );
}
