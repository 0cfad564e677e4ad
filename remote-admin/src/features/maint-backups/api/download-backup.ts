import { useMutation } from '@tanstack/react-query';
import type { Backup } from 'shared-contracts/api/backups';
import { downloadBlob } from 'shared-contracts/http/download';

/**
 * `GET api/database/backups/{id}/download` (database:list), saved as `<name>.json.gz`. The token travels as a
 * header, which a plain link cannot send, so the bytes are fetched and handed to the browser as a blob.
 */
export async function downloadBackup(backup: Backup): Promise<void> {
  const blob = await downloadBlob(`api/database/backups/${backup.id}/download`);
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: `${backup.name}.json.gz` });
  link.click();
  URL.revokeObjectURL(link.href);
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
