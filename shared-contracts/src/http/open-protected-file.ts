import { downloadBlob } from './download';
import { saveBlob } from './save-blob';

/** How long a file opened in a new tab stays addressable: the tab has long read it by then. */
export const OPENED_FILE_KEPT_MS = 60_000;

/**
 * Opens a file served only with the token (a picture's original, docs/storage.md) in a new tab. The tab is opened at
 * once, while the click still allows it, and shows the file once it is fetched through the shared client; it loses
 * its link back to the page. A refused fetch closes the tab again (the client has toasted why); where the browser
 * allowed no tab, the file is saved instead, under the last part of its address.
 */
export async function openProtectedFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  let blob: Blob;
  try {
    blob = await downloadBlob(url);
  } catch {
    tab?.close();
    return;
  }
  if (!tab) {
    saveBlob(blob, url.slice(url.lastIndexOf('/') + 1));
    return;
  }
  const objectUrl = URL.createObjectURL(blob);
  tab.location.href = objectUrl;
  setTimeout(() => URL.revokeObjectURL(objectUrl), OPENED_FILE_KEPT_MS);
}
