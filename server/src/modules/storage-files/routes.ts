import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema, okSchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { PICTURE_MAX_BYTES } from 'shared-contracts/api/picture-upload';
import {
  STORAGE_FILE_MAX_BYTES, storageFileDeleteSchema, storageFilePageSchema, storageFileQuerySchema, storageFileRenameSchema,
  storageFileSchema, storageUploadFieldsSchema,
} from 'shared-contracts/api/storage-files';
import { principalOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { sendStoredFile } from '../../plugins/app/storage';
import { readSingleFile } from '../../plugins/external/multipart';
import { anyFileAnswer, fileAnswer } from '../../plugins/external/openapi-exact';
import * as service from './service';
import { STORAGE_FILES_PATH } from './service';

const tags = ['storage'];
const FILE_FIELD = 'file';
const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const writeErrors = { ...readErrors, 404: errorBodySchema };
const uploadErrors = { ...readErrors, 413: errorBodySchema };
/** What OpenAPI shows for the upload form (stream-mode multipart leaves the body unset). */
const uploadFormSchema = z.object({
  [FILE_FIELD]: z.string().meta({ format: 'binary' }),
  name: z.string().optional().describe('display name; the uploaded file\'s own name when left out'),
}).nullish();

/** eladmin's local storage API (docs/storage.md): files kept behind app.storage, listed from sys_local_storage. */
const storageFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, storage: app.storage, log: app.log });

  /** Reads the form (`file`, optional `name`) and keeps the file. */
  async function upload(request: FastifyRequest, picturesOnly: boolean) {
    const form = await readSingleFile(request, { field: FILE_FIELD, maxBytes: picturesOnly ? PICTURE_MAX_BYTES : STORAGE_FILE_MAX_BYTES });
    const fields = storageUploadFieldsSchema.safeParse(form.fields);
    if (!fields.success) throw new HttpError(400, fields.error.issues[0]?.message ?? MessageKey.validation);
    return service.storeUpload(deps(), {
      data: form.data, filename: form.filename, name: fields.data.name || undefined, createdBy: principalOf(request).username, picturesOnly,
    });
  }

  app.get(STORAGE_FILES_PATH, {
    preHandler: app.requirePermission('storage:list'),
    schema: {
      tags, summary: 'Stored files, newest first; blurry (part of the name) and creation range filters',
      querystring: storageFileQuerySchema, response: { 200: storageFilePageSchema, ...readErrors },
    },
  }, async (request) => service.listFiles(app.db, request.query));

  // A fresh object per route: the OpenAPI step writes each route's operationId into its schema.
  const uploadSchema = (summary: string) => ({
    tags, consumes: ['multipart/form-data'], body: uploadFormSchema, response: { 201: storageFileSchema, ...uploadErrors }, summary,
  });
  for (const path of [`${STORAGE_FILES_PATH}/upload`, STORAGE_FILES_PATH]) {
    // `POST api/localStorage` is eladmin's name for the same upload.
    const summary = `Upload a file: multipart field "${FILE_FIELD}" (at most 10 MiB; its type decided by its bytes) and an optional "name"`;
    app.post(path, { preHandler: app.requirePermission('storage:add'), schema: uploadSchema(summary) },
      async (request, reply) => reply.status(201).send(await upload(request, false)));
  }

  app.post(`${STORAGE_FILES_PATH}/pictures`, {
    preHandler: app.requirePermission('storage:add'),
    schema: uploadSchema(
      `Upload a picture: multipart field "${FILE_FIELD}", PNG, JPEG, WebP or GIF of at most 5 MiB (by its bytes); answers its row with its URL`,
    ),
  }, async (request, reply) => reply.status(201).send(await upload(request, true)));

  app.put(STORAGE_FILES_PATH, {
    preHandler: app.requirePermission('storage:edit'),
    schema: { tags, summary: 'Rename a file', body: storageFileRenameSchema, response: { 200: storageFileSchema, ...writeErrors } },
  }, async (request) => service.renameFile(app.db, request.body));

  app.delete(STORAGE_FILES_PATH, {
    preHandler: app.requirePermission('storage:del'),
    schema: { tags, summary: 'Delete files and their bytes (all or none)', body: storageFileDeleteSchema, response: { 200: okSchema, ...writeErrors } },
  }, async (request) => {
    await service.deleteFiles(deps(), request.body);
    return { ok: true as const };
  });

  app.get(`${STORAGE_FILES_PATH}/:id/download`, {
    preHandler: app.requirePermission('storage:list'),
    schema: {
      tags, summary: 'Download a file under its name (fetch it with the token)',
      params: idParamSchema, response: { 200: anyFileAnswer('The file bytes, of the type it was stored with'), ...writeErrors },
    },
  }, async (request, reply) => {
    const { file, downloadName } = await service.openFile(deps(), request.params.id);
    // The name may change (rename) and access may be withdrawn: nothing keeps a copy.
    return sendStoredFile(reply, file, 'private, no-store', { downloadName });
  });

  app.get(`${STORAGE_FILES_PATH}/:id/thumbnail`, {
    preHandler: app.requirePermission('storage:list'),
    schema: {
      tags, summary: 'A picture\'s thumbnail, for the list (fetch it with the token); 404 for a file that is not a picture',
      params: idParamSchema, response: { 200: fileAnswer('The thumbnail', 'image/webp'), ...writeErrors },
    },
  }, async (request, reply) => sendStoredFile(reply, await service.openThumbnail(deps(), request.params.id), 'private, no-store'));
};
export default storageFileRoutes;
