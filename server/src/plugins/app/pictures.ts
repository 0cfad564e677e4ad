import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { PICTURE_THUMBNAIL_SUFFIX } from 'shared-contracts/api/picture-thumbnail';
import { PICTURE_TYPES, type CheckedPicture } from '../external/image-upload';
import { makeThumbnail, THUMBNAIL_TYPE } from '../external/sharp-pictures';
import type { FileStorage, StoredFile } from './storage';

/**
 * Pictures in the storage (docs/storage.md "Picture limits and thumbnails"): every picture key `k` has its thumbnail
 * at `k.thumb.webp`, made at upload and stored beside it, so a thumbnail is served by the original's own route with
 * the original's own permissions, from any server process, local disk or S3 alike.
 */
export const thumbnailKeyOf = (key: string) => `${key}${PICTURE_THUMBNAIL_SUFFIX}`;
export const isThumbnailKey = (key: string) => key.endsWith(PICTURE_THUMBNAIL_SUFFIX);

/** Stores a checked picture under `key` and its thumbnail beside it (a failed thumbnail write is made again when asked for). */
export async function putPicture(storage: FileStorage, key: string, picture: Pick<CheckedPicture, 'data' | 'mime' | 'thumbnail'>): Promise<void> {
  await storage.put(key, picture.data, picture.mime);
  await storage.put(thumbnailKeyOf(key), picture.thumbnail, THUMBNAIL_TYPE);
}

/** Removes a picture and its thumbnail; a missing one is not an error. */
export async function deletePicture(storage: FileStorage, key: string): Promise<void> {
  await storage.delete(key);
  await storage.delete(thumbnailKeyOf(key));
}

async function bytesOf(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Thumbnails being made in this process, by key: the first visitors of a page of pictures stored before thumbnails
 * existed ask for the same ones at once, and each is decoded once.
 */
const making = new Map<string, Promise<Buffer | null>>();

/** Makes and stores the thumbnail of the picture stored at `original`; null when there is none or it does not decode. */
function makeLate(storage: FileStorage, original: string, log: FastifyBaseLogger): Promise<Buffer | null> {
  const pending = making.get(original);
  if (pending) return pending;
  const work = (async () => {
    const file = await storage.get(original);
    if (!file) return null;
    if (!PICTURE_TYPES[file.contentType]) {
      file.body.destroy();
      return null;
    }
    const thumbnail = await makeThumbnail(await bytesOf(file)).catch((err: unknown) => {
      log.warn({ err, key: original }, 'no thumbnail: the stored picture does not decode within the limits');
      return null;
    });
    if (thumbnail) await storage.put(thumbnailKeyOf(original), thumbnail, THUMBNAIL_TYPE);
    return thumbnail;
  })().finally(() => making.delete(original));
  making.set(original, work);
  return work;
}

/**
 * A stored file by its key, as `storage.get`, except that the thumbnail of a picture stored without one (before
 * thumbnails existed, or whose thumbnail write failed) is made now from the original, stored and answered; the next
 * request reads it like any other. Null when neither is there, or the original is not a picture that decodes.
 */
export async function getStoredPicture(storage: FileStorage, key: string, log: FastifyBaseLogger): Promise<StoredFile | null> {
  const found = await storage.get(key);
  if (found || !isThumbnailKey(key)) return found;
  const original = key.slice(0, -PICTURE_THUMBNAIL_SUFFIX.length);
  // A thumbnail has no thumbnail: asking for one must not store a new file at each level.
  if (isThumbnailKey(original)) return null;
  const thumbnail = await makeLate(storage, original, log);
  return thumbnail && { body: Readable.from([thumbnail]), contentType: THUMBNAIL_TYPE, size: thumbnail.length };
}
