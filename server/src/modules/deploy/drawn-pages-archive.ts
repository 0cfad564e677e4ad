import { DRAWN_PAGES_FILE, drawnPagesManifestSchema, type DrawnPagesManifest } from 'shared-contracts/api/drawn-pages';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { HttpError } from '../../plugins/app/errors';

/** Where a build keeps its server code: never sent to a browser (web/drawn-pages.ts `isServerOnlyFile`). */
const SERVER_FOLDER = 'server/';

/** Every file a drawn-pages manifest names: the document, its copies drawn per language, the render bundle. */
export function filesNamedBy(manifest: DrawnPagesManifest): string[] {
  const copies = Object.values(manifest.prerendered).flatMap((file) => LOCALES.map((locale) => file.replace('{locale}', locale)));
  return [manifest.document, manifest.renderer.file, ...copies];
}

function parse(text: string): DrawnPagesManifest | null {
  try {
    const result = drawnPagesManifestSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * The drawn pages an uploaded build declares (docs/deploy.md "Uploading"), checked before anything is stored: a
 * `drawn-pages.json` the server could not read, a render bundle outside `server/` (it would be sent to browsers), or a
 * file it names that the archive lacks would leave the version's public pages undrawn once it goes live, so the
 * upload is refused with the reason. A build without the file draws nothing and is accepted (federated pages only).
 */
export function checkDrawnPages(files: readonly { path: string; data: Buffer }[]): DrawnPagesManifest | null {
  const file = files.find((f) => f.path === DRAWN_PAGES_FILE);
  if (!file) return null;
  const manifest = parse(file.data.toString('utf8'));
  if (!manifest || !manifest.renderer.file.startsWith(SERVER_FOLDER) || manifest.document.startsWith(SERVER_FOLDER)) {
    throw new HttpError(400, MessageKey.deployDrawnPagesInvalid);
  }
  const present = new Set(files.map((f) => f.path));
  if (filesNamedBy(manifest).some((named) => !present.has(named))) throw new HttpError(400, MessageKey.deployDrawnPagesFileMissing);
  return manifest;
}
