import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { HttpError } from '../app/errors';
import { readSingleFile } from './multipart';
import { checkPicture } from './sharp-pictures';

/** Pictures the portal keeps, by the type their bytes show (never by the name or the declared type). */
export const PICTURE_TYPES: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** What OpenAPI shows for a one-picture upload form (stream-mode multipart leaves the body unset). */
export const pictureFormSchema = (field: string) => z.object({ [field]: z.string().meta({ format: 'binary' }) }).nullish();

/** A picture that passed every check, with its thumbnail (plugins/app/pictures.ts stores both). */
export type CheckedPicture = { data: Buffer; mime: string; ext: string; thumbnail: Buffer };

/**
 * Checks picture bytes: 400 upload.typeNotAllowed when they are not a PNG, JPEG, WebP or GIF, then the pixel limit
 * and a full decode (checkPicture: 400 upload.pictureTooLarge / upload.pictureUnreadable). Answers the bytes, their
 * type, the file extension the server names it with and the thumbnail.
 */
export async function checkPictureBytes(data: Buffer): Promise<CheckedPicture> {
  const found = await fileTypeFromBuffer(data);
  const ext = found ? PICTURE_TYPES[found.mime] : undefined;
  if (!found || !ext) throw new HttpError(400, MessageKey.uploadTypeNotAllowed);
  const { thumbnail } = await checkPicture(data);
  return { data, mime: found.mime, ext, thumbnail };
}

/** Reads and checks the one picture of a multipart upload (checkPictureBytes): 413 over the size. */
export async function readPictureUpload(request: FastifyRequest, field: string): Promise<CheckedPicture> {
  const { data } = await readSingleFile(request, { field, maxBytes: PICTURE_MAX_BYTES });
  return checkPictureBytes(data);
}
