import { useMutation } from '@tanstack/react-query';
import type { StorageFile } from 'shared-contracts/api/storage-files';
import { downloadBlob } from 'shared-contracts/http/download';

/** Hands the bytes to the browser's save dialog under `name`. */
function saveAs(blob: Blob, name: string) {
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: name });
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The name the server would give the download: the display name, with the extension when the name lacks it. */
export const downloadNameOf = (file: Pick<StorageFile, 'name' | 'suffix'>) =>
  (file.suffix && !file.name.toLowerCase().endsWith(`.${file.suffix}`) ? `${file.name}.${file.suffix}` : file.name);

/**
 * `GET api/localStorage/{id}/download` (storage:list) with the token, saved under the file's name. The token travels
 * as a header, which a plain link cannot send, so the bytes are fetched and handed to the browser as a blob.
 */
export function useDownloadStorageFile() {
  return useMutation({ mutationFn: async (file: StorageFile) => saveAs(await downloadBlob(file.url), downloadNameOf(file)) });
}
