import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { HttpError } from '../app/errors';

/**
 * Ceilings for every multipart request (docs/storage.md). Without an explicit `fileSize` the plugin would fall
 * back to the JSON body limit; routes ask for less through `readSingleFile` (avatars: 2 MiB).
 */
export const MULTIPART_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 1,
  fields: 10,
  fieldSize: 4 * 1024,
  fieldNameSize: 100,
  parts: 12,
  headerPairs: 50,
} as const;

/** Room for the boundaries and part headers around the file when checking Content-Length. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * @fastify/multipart in stream mode: a form is parsed only when a route reads it, and files are never
 * written to temporary folders. Routes read their file with `readSingleFile`.
 */
export default fp(async function multipart(app: FastifyInstance) {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
}, { name: 'multipart' });

/** The one file of a form, and the form's text fields (field limits: MULTIPART_LIMITS). */
export type UploadedFile = { data: Buffer; filename: string; fields: Readonly<Record<string, string>> };

/**
 * The bytes of the one file a form carries in `field`, read into memory (so at most `maxBytes`; this per-request
 * limit overrides MULTIPART_LIMITS.fileSize, which only deploy archives exceed), with the form's text fields beside
 * it. Refusals carry upload.* keys: 413 for a file or a declared body over the limit (refused before reading it), 400 for a request that is not a form or a
 * broken one, for a second file, and for a missing or empty file.
 */
export async function readSingleFile(request: FastifyRequest, opts: { field: string; maxBytes: number }): Promise<UploadedFile> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > opts.maxBytes + FORM_OVERHEAD_BYTES) {
    throw new HttpError(413, MessageKey.uploadFileTooLarge);
  }
  if (!request.isMultipart()) throw new HttpError(400, MessageKey.uploadInvalidForm);
  let found: { data: Buffer; filename: string } | null = null;
  // A Map: a field named `__proto__` must not reach an object's prototype.
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes } })) {
      if (part.type !== 'file') {
        // The first value of each text field, for routes that take one beside the file (a display name).
        if (typeof part.value === 'string' && !fields.has(part.fieldname)) fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname === opts.field && !found) {
        found = { data: await part.toBuffer(), filename: part.filename };
      } else {
        part.file.resume();
      }
    }
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MessageKey.uploadFileTooLarge);
    // Busboy's own errors (no boundary, truncated body, malformed part headers) and the parts/files/fields limits.
    request.log.info({ code: (err as { code?: unknown }).code, message: (err as Error).message }, 'multipart form refused');
    throw new HttpError(400, MessageKey.uploadInvalidForm);
  }
  if (!found || found.data.length === 0) throw new HttpError(400, MessageKey.uploadFileRequired);
  return { ...found, fields: Object.fromEntries(fields) };
}
