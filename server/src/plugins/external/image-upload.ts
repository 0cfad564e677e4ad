import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { HttpError } from '../app/errors';
import { readSingleFile } from './multipart';

/** Pictures the portal keeps, by the type their bytes show (never by the name or the declared type). */
export const PICTURE_TYPES: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** What OpenAPI shows for a one-picture upload form (stream-mode multipart leaves the body unset). */
export const pictureFormSchema = (field: string) => z.object({ [field]: z.string().meta({ format: 'binary' }) }).nullish();

/**
 * Reads the one picture of a multipart upload: 413 over the size, 400 upload.typeNotAllowed when its bytes are
 * not a PNG, JPEG, WebP or GIF. Answers the bytes, their type and the file extension the server names it with.
 */
export async function readPictureUpload(request: FastifyRequest, field: string): Promise<{ data: Buffer; mime: string; ext: string }> {
  const { data } = await readSingleFile(request, { field, maxBytes: PICTURE_MAX_BYTES });
  const found = await fileTypeFromBuffer(data);
  const ext = found ? PICTURE_TYPES[found.mime] : undefined;
  if (!found || !ext) throw new HttpError(400, MessageKey.uploadTypeNotAllowed);
  return { data, mime: found.mime, ext };
}
