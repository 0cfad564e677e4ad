import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { dataScopeOf, userInScope } from '../../modules/data-scope/data-scope';
import { readPictureUpload } from '../external/image-upload';
import { hasPermission, principalOf } from './auth-guard';
import { HttpError } from './errors';
import { getStoredPicture, isThumbnailKey, putPicture } from './pictures';
import { isStorageKey, sendStoredFile, type FileStorage, type StoredFile } from './storage';

/**
 * Pictures a user uploads for one of their own records (payment vouchers, refund pictures, platform order
 * screenshots and waybills): kept under `<folder>/<uploader id>/<uuid>.<ext>` with its thumbnail beside it
 * (`<uuid>.<ext>.thumb.webp`, docs/storage.md), both served at `<route>/<uploader id>/<name>` to the uploader and to
 * staff holding `readPermission`, and usable only by their uploader (docs/orders.md).
 */
export type PictureFolder = { folder: string; route: string; readPermission: string };

/** Where a stored picture of the folder is served; null for no picture. */
export const ownedPictureUrl = (where: PictureFolder, key: string | null): string | null =>
  (key ? `${where.route}/${key.slice(where.folder.length + 1)}` : null);

/**
 * Reads the request's one picture (by its bytes: PNG, JPEG, WebP, GIF, 5 MiB, within the pixel limit) and stores it
 * and its thumbnail under the uploader's folder; a refused picture stores nothing.
 */
export async function storeOwnedPicture(app: FastifyInstance, request: FastifyRequest, where: PictureFolder, field: string): Promise<{ key: string; url: string }> {
  const picture = await readPictureUpload(request, field);
  const key = `${where.folder}/${principalOf(request).userId}/${crypto.randomUUID()}.${picture.ext}`;
  await putPicture(app.storage, key, picture);
  return { key, url: ownedPictureUrl(where, key) ?? '' };
}

/**
 * Answers a stored picture or its thumbnail to its uploader or to staff with the folder's permission whose data scope
 * holds the uploader (docs/back-office.md); anyone else gets 404, as for a missing one.
 */
export async function sendOwnedPicture(
  app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, where: PictureFolder, file: { owner: number; name: string },
) {
  const principal = principalOf(request);
  const staffMay = async () => hasPermission(principal, [where.readPermission])
    && userInScope(app.db, await dataScopeOf(app.db, principal), file.owner);
  if (file.owner !== principal.userId && !(await staffMay())) throw new HttpError(404, MessageKey.notFound);
  const key = `${where.folder}/${file.owner}/${file.name}`;
  let found: StoredFile | null = null;
  if (isStorageKey(key)) found = await getStoredPicture(app.storage, key, request.log);
  if (!found) throw new HttpError(404, MessageKey.notFound);
  return sendStoredFile(reply, found, 'private, no-store');
}

/**
 * Whether `key` names a picture this user uploaded to the folder (the key names the uploader) that is still stored.
 * A thumbnail is not one: a record names the original, whose thumbnail pages derive from it.
 */
export async function isOwnStoredPicture(storage: FileStorage, where: PictureFolder, userId: number, key: string): Promise<boolean> {
  if (!key.startsWith(`${where.folder}/${userId}/`) || !isStorageKey(key) || isThumbnailKey(key)) return false;
  const file = await storage.get(key);
  // Only its existence matters: the stream is closed unread.
  file?.body.destroy();
  return file !== null;
}

/** A record may only name the user's own stored pictures: anything else is 400 `missing`. Null (no picture) passes. */
export async function assertOwnPicture(storage: FileStorage, where: PictureFolder, userId: number, key: string | null, missing: string): Promise<void> {
  if (key !== null && !(await isOwnStoredPicture(storage, where, userId, key))) throw new HttpError(400, missing);
}
