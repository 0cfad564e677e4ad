import { DEPLOY_MAX_FILES, DEPLOY_UNPACKED_MAX_BYTES } from 'shared-contracts/api/deploy';
import type { DrawnPagesManifest } from 'shared-contracts/api/drawn-pages';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { isStorageKey } from '../../plugins/app/file-storage';
import { HttpError } from '../../plugins/app/errors';
import {
  isRemoteManifest, MANIFEST_FILE, parseFederationManifestText, parseFederationRequirements, REQUIREMENTS_FILE, type FederationManifest,
} from './federation-manifest';
import { checkDrawnPages } from './drawn-pages-archive';
import { storagePrefixOf } from './storage-layout';
import { listZipEntries, readZipEntry, ZipFormatError, type ZipEntry } from './zip-entries';

/** A deploy archive that passed every check (docs/deploy.md "Uploading"), with its files ready to store. */
export type DeployArchive = {
  /** Paths relative to the archive root (`mf-manifest.json`, `assets/1.ab12cd34.js`), forward slashes. */
  files: { path: string; data: Buffer }[];
  manifest: FederationManifest;
  /** From `federation-requirements.json` when the build wrote one. */
  routerImports: string[] | null;
  /** Unpacked bytes. */
  size: number;
  /** The pages its server render bundle draws (`drawn-pages.json`, checked); null when it draws none. */
  drawnPages: DrawnPagesManifest | null;
};

/** Separators and names that would place a file outside the archive root, or anywhere the archive does not say. */
function isUnsafeName(name: string): boolean {
  if (name.includes('\0') || name.includes('\\') || name.startsWith('/') || /^[A-Za-z]:/.test(name)) return true;
  const segments = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  return segments.some((s) => s === '..' || s === '.');
}

const refuse = (status: number, key: string): never => {
  throw new HttpError(status, key);
};

/** The entries, judged on what the central directory declares: names, kinds, count and sizes. */
function declaredFiles(zip: Buffer, prefix: string): ZipEntry[] {
  let entries: ZipEntry[];
  try {
    entries = listZipEntries(zip);
  } catch (err) {
    if (err instanceof ZipFormatError) return refuse(400, MessageKey.deployArchiveInvalid);
    throw err;
  }
  if (entries.some((e) => isUnsafeName(e.name) || e.isLink)) refuse(400, MessageKey.deployArchiveUnsafePath);
  const files = entries.filter((e) => !e.isDirectory);
  // Each file's key must be one the storage accepts as it is: nothing is renamed on the way in.
  if (files.some((e) => !isStorageKey(`${prefix}/${e.name}`))) refuse(400, MessageKey.deployArchiveFileName);
  if (new Set(files.map((e) => e.name)).size !== files.length) refuse(400, MessageKey.deployArchiveInvalid);
  if (files.length > DEPLOY_MAX_FILES) refuse(413, MessageKey.deployArchiveTooLarge);
  const declared = files.reduce((sum, e) => sum + e.size, 0);
  if (declared > DEPLOY_UNPACKED_MAX_BYTES) refuse(413, MessageKey.deployArchiveTooLarge);
  return files;
}

function inflate(zip: Buffer, entry: ZipEntry): Buffer {
  try {
    return readZipEntry(zip, entry);
  } catch (err) {
    if (err instanceof ZipFormatError) return refuse(400, MessageKey.deployArchiveInvalid);
    throw err;
  }
}

/**
 * Checks an uploaded archive of remote `name`'s dist and unpacks it. Every refusal is an HttpError with a deploy.*
 * key (400, or 413 for the size limits); nothing is stored here. The order keeps the cheap refusals first: the
 * central directory (names, links, count, declared sizes), then the manifest, then every file, then the drawn pages.
 */
export function readDeployArchive(zip: Buffer, target: { name: string; version: string }): DeployArchive {
  const prefix = storagePrefixOf(target.name, target.version);
  const files = declaredFiles(zip, prefix);
  const manifestEntry = files.find((e) => e.name === MANIFEST_FILE);
  if (!manifestEntry) return refuse(400, MessageKey.deployManifestMissing);
  const manifestBytes = inflate(zip, manifestEntry);
  const manifest = parseFederationManifestText(manifestBytes.toString('utf8'));
  if (!manifest || !isRemoteManifest(manifest)) return refuse(400, MessageKey.deployManifestInvalid);
  if (manifest.name !== target.name) refuse(400, MessageKey.deployNameMismatch);
  if (!files.some((e) => e.name === manifest.remoteEntry)) refuse(400, MessageKey.deployRemoteEntryMissing);

  const unpacked = files.map((e) => ({ path: e.name, data: e === manifestEntry ? manifestBytes : inflate(zip, e) }));
  const drawnPages = checkDrawnPages(unpacked);
  const requirements = unpacked.find((f) => f.path === REQUIREMENTS_FILE);
  return {
    files: unpacked,
    manifest,
    routerImports: requirements ? parseFederationRequirements(requirements.data.toString('utf8')) : null,
    size: unpacked.reduce((sum, f) => sum + f.data.length, 0),
    drawnPages,
  };
}
