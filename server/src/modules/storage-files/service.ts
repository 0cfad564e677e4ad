import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Page } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  STORAGE_NAME_MAX, type StorageFile, type StorageFileQuery, type StorageFileRename,
} from 'shared-contracts/api/storage-files';
import type { Db } from '../../db/connect';
import { iso } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';
import { deletePicture, getStoredPicture, putPicture, thumbnailKeyOf } from '../../plugins/app/pictures';
import { isContentType, type FileStorage, type StoredFile } from '../../plugins/app/storage';
import { PICTURE_TYPES } from '../../plugins/external/image-upload';
import { checkPicture } from '../../plugins/external/sharp-pictures';
import { fileKindOf } from './file-kind';
import * as repo from './repository';

/** What the service needs of the app: the database, the storage provider and a logger for orphaned bytes. */
export type StorageDeps = { db: Db; storage: FileStorage; log: FastifyBaseLogger };

export const STORAGE_FILES_PATH = '/api/localStorage';
/** Every file of the tool lives under this folder of the storage, whatever name it is given. */
const FOLDER = 'files';
const UNKNOWN_TYPE = 'application/octet-stream';
const SAFE_SUFFIX = /^[a-z0-9]{1,10}$/;
// Control characters are what this pattern is for: they are dropped from the uploaded file's own name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/gu;

export const toStorageFile = (row: repo.StorageFileRow): StorageFile => ({
  id: row.id,
  name: row.name,
  suffix: row.suffix,
  type: fileKindOf(row.contentType, row.suffix),
  contentType: row.contentType,
  size: row.size,
  createdBy: row.createdBy,
  createTime: iso(row.createdAt),
  updateTime: iso(row.updatedAt),
  url: `${STORAGE_FILES_PATH}/${row.id}/download`,
  thumbnailUrl: PICTURE_TYPES[row.contentType] ? `${STORAGE_FILES_PATH}/${row.id}/thumbnail` : null,
});

export async function listFiles(db: Db, q: StorageFileQuery): Promise<Page<StorageFile>> {
  const { rows, total } = await repo.pageOfFiles(db, q);
  return { content: rows.map(toStorageFile), totalElements: total };
}

/** The extension of a name when it is a plain one (`Report.PDF` → `pdf`), else ''. */
function suffixOfName(name: string): string {
  const dot = name.lastIndexOf('.');
  const suffix = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return SAFE_SUFFIX.test(suffix) ? suffix : '';
}

/** The uploaded file's own name as a display name: its last path segment, without control characters, trimmed and cut. */
function nameOfUpload(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  return [...base.replace(CONTROL, '').trim()].slice(0, STORAGE_NAME_MAX).join('').trim();
}

/** The type the bytes show (`file-type`); bytes without a known signature are kept as a safe octet-stream. */
async function sniff(data: Buffer): Promise<{ contentType: string; ext: string | null }> {
  const found = await fileTypeFromBuffer(data);
  if (found && isContentType(found.mime) && SAFE_SUFFIX.test(found.ext)) return { contentType: found.mime, ext: found.ext };
  return { contentType: UNKNOWN_TYPE, ext: null };
}

export type Upload = { data: Buffer; filename: string; name: string | undefined; createdBy: string; picturesOnly: boolean };

/**
 * Keeps an uploaded file: the bytes under a key the server makes (`files/<uuid>.<ext>`: the name never reaches the
 * key), then its row. The type and extension come from the bytes; a name given in the form wins over the file's own.
 * Pictures only (`api/localStorage/pictures`): PNG, JPEG, WebP or GIF by their bytes, else 400. A picture, by either
 * route, is one the page shows: it must pass the pixel limit and decode (checkPicture), and its thumbnail is kept
 * beside it.
 */
export async function storeUpload(deps: StorageDeps, upload: Upload): Promise<StorageFile> {
  const { contentType, ext } = await sniff(upload.data);
  const isPicture = !!PICTURE_TYPES[contentType];
  if (upload.picturesOnly && !isPicture) throw new HttpError(400, MessageKey.uploadTypeNotAllowed);
  const thumbnail = isPicture ? (await checkPicture(upload.data)).thumbnail : null;
  const ownName = nameOfUpload(upload.filename);
  const suffix = ext ?? suffixOfName(upload.name || ownName);
  const name = upload.name || ownName || (suffix ? `file.${suffix}` : 'file');
  const storageKey = `${FOLDER}/${crypto.randomUUID()}.${suffix || 'bin'}`;
  if (thumbnail) await putPicture(deps.storage, storageKey, { data: upload.data, mime: contentType, thumbnail });
  else await deps.storage.put(storageKey, upload.data, contentType);
  try {
    const row = await repo.insertFile(deps.db, { name, storageKey, suffix, contentType, size: upload.data.length, createdBy: upload.createdBy });
    return toStorageFile(row);
  } catch (err) {
    // No row, no file: the bytes would be unreachable.
    await deletePicture(deps.storage, storageKey).catch((cause: unknown) => deps.log.warn({ err: cause, storageKey }, 'orphaned storage file'));
    throw err;
  }
}

export async function renameFile(db: Db, body: StorageFileRename): Promise<StorageFile> {
  const row = await repo.renameFile(db, body.id, body.name);
  if (!row) throw new HttpError(404, MessageKey.storageFileNotFound);
  return toStorageFile(row);
}

/**
 * All or none: an unknown id refuses the whole list. Rows go first, in one transaction; then their bytes. A byte
 * delete that fails leaves an orphan in the storage (logged), never a row without its file.
 */
export async function deleteFiles(deps: StorageDeps, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const keys = await deps.db.transaction(async (tx) => {
    const rows = await repo.lockFiles(tx, unique);
    if (rows.length !== unique.length) throw new HttpError(404, MessageKey.storageFileNotFound);
    await repo.deleteFiles(tx, unique);
    return rows.map((r) => r.storageKey);
  });
  for (const storageKey of keys) {
    // A picture's thumbnail goes with it; for any other file that second delete finds nothing.
    await deletePicture(deps.storage, storageKey).catch((err: unknown) => deps.log.warn({ err, storageKey }, 'orphaned storage file'));
  }
}

/** The name a download is saved under: the display name, with the file's extension when the name lacks it. */
export function downloadNameOf(row: Pick<repo.StorageFileRow, 'name' | 'suffix'>): string {
  return row.suffix && !row.name.toLowerCase().endsWith(`.${row.suffix}`) ? `${row.name}.${row.suffix}` : row.name;
}

/**
 * A picture's thumbnail (made now if it was stored without one, as getStoredPicture does); 404 for a file that is not
 * a picture, as for a missing one.
 */
export async function openThumbnail(deps: StorageDeps, id: number): Promise<StoredFile> {
  const row = await repo.findFile(deps.db, id);
  const file = row && PICTURE_TYPES[row.contentType] ? await getStoredPicture(deps.storage, thumbnailKeyOf(row.storageKey), deps.log) : null;
  if (!file) throw new HttpError(404, MessageKey.storageFileNotFound);
  return file;
}

/** A file's bytes and its download name; 404 when the row or its bytes are gone. */
export async function openFile(deps: StorageDeps, id: number): Promise<{ file: StoredFile; downloadName: string }> {
  const row = await repo.findFile(deps.db, id);
  const file = row ? await deps.storage.get(row.storageKey) : null;
  if (!row || !file) throw new HttpError(404, MessageKey.storageFileNotFound);
  return { file, downloadName: downloadNameOf(row) };
}
