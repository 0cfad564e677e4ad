import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { STORAGE_FILE_MAX_BYTES, STORAGE_NAME_MAX } from 'shared-contracts/api/storage-files';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useUploadStorageFile } from '../api/upload-storage-file';
import { formatSize } from '../utils/format-size';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/** The picker's early check, with the server's own message keys: null when the file may be sent. */
export function storageFileProblem(file: File | null): string | null {
  if (!file || file.size === 0) return MessageKey.uploadFileRequired;
  if (file.size > STORAGE_FILE_MAX_BYTES) return MessageKey.uploadFileTooLarge;
  return null;
}

/** Upload a file with an optional display name; the list reloads once it is stored. */
export function UploadDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const upload = useUploadStorageFile();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = storageFileProblem(file);
    if (problem || !file) {
      setError(problem ?? MessageKey.uploadFileRequired);
      return;
    }
    // A refusal is toasted by the shared client; the dialog stays open to try again.
    upload.mutate({ file, name }, { onSuccess: onClose });
  };
  return (
    <FormDialog title={<FormattedMessage id="admin.tools.storage.dialog.upload" />} onSubmit={submit} saving={upload.isPending} onClose={onClose}>
      <FormTextField
        type="file"
        size="sm"
        required
        label={intl.formatMessage({ id: 'admin.tools.storage.form.file' })}
        help={intl.formatMessage({ id: 'admin.tools.storage.form.fileHelp' }, { max: formatSize(STORAGE_FILE_MAX_BYTES, locale) })}
        error={error}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          setFile(chosen);
          setError(chosen ? storageFileProblem(chosen) ?? undefined : undefined);
        }}
      />
      <FormTextField
        size="sm"
        maxLength={STORAGE_NAME_MAX}
        label={intl.formatMessage({ id: 'admin.tools.storage.form.name' })}
        help={intl.formatMessage({ id: 'admin.tools.storage.form.nameHelp' })}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
    </FormDialog>
  );
}
