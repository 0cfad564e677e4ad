import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { STORAGE_NAME_MAX, storageFileRenameSchema, type StorageFile, type StorageFileRename } from 'shared-contracts/api/storage-files';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { handleSubmitWithServerErrors } from '../../../utils/server-field-errors';
import { useRenameStorageFile } from '../api/rename-storage-file';

type RenameValues = z.input<typeof storageFileRenameSchema>;

/** A new display name for a file, checked with the server's own rule (1-100 characters, no control characters). */
export function RenameDialog({ file, onClose }: { file: StorageFile; onClose: () => void }) {
  const intl = useIntl();
  const rename = useRenameStorageFile();
  const form = useForm<RenameValues, unknown, StorageFileRename>({
    resolver: zodResolver(storageFileRenameSchema), defaultValues: { id: file.id, name: file.name },
  });
  const submit = handleSubmitWithServerErrors(form, async (body) => {
    await rename.mutateAsync(body);
    onClose();
  }, {}, ['name']);
  return (
    <FormDialog title={<FormattedMessage id="admin.tools.storage.dialog.rename" />} onSubmit={submit} saving={rename.isPending} onClose={onClose}>
      <FormTextField
        size="sm"
        required
        maxLength={STORAGE_NAME_MAX}
        label={intl.formatMessage({ id: 'admin.tools.storage.form.name' })}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormDialog>
  );
}
