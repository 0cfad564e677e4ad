import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backupDetailSchema, backupPageSchema, backupQuerySchema, backupSchema, restoreBodySchema, restoreResultSchema,
} from 'shared-contracts/api/backups';
import { errorBodySchema, idParamSchema, okSchema } from 'shared-contracts/api/common';
import { MULTIPART_LIMITS, readSingleFile } from '../../plugins/external/multipart';
import { fileAnswer } from '../../plugins/external/openapi-exact';
import { principalOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { dataScopeOf } from '../data-scope/data-scope';
import { sendStoredFile } from '../../plugins/app/storage';
import { MaintenanceGate } from './maintenance-lock';
import { registerNightlyBackupTask } from './nightly-task';
import { BackupLevelMismatch } from './restore';
import * as service from './service';

const tags = ['database backups'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Logical backups of the database, kept in storage, and their restore (docs/backups.md; SPEC §7 `api/database/upload`). */
const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: service.BackupContext = { app, gate: new MaintenanceGate() };
  await registerNightlyBackupTask(app, ctx);
  /**
   * A backup holds every buyer's rows and a restore rewrites them all, so downloading or restoring one needs a data
   * scope of `all` beside the permission (docs/backups.md, docs/back-office.md "Data scope").
   */
  const requireAllData = async (request: FastifyRequest) => {
    if ((await dataScopeOf(app.db, principalOf(request))).kind !== 'all') throw new HttpError(403, MessageKey.maintBackupScopeAll);
  };

  app.get('/api/database/backups', {
    preHandler: app.requirePermission('database:list'),
    schema: { tags, summary: 'Backups, newest first', querystring: backupQuerySchema, response: { 200: backupPageSchema, ...errors } },
  }, async (request) => service.listBackups(ctx, request.query));

  app.get('/api/database/backups/:id', {
    preHandler: app.requirePermission('database:list'),
    schema: { tags, summary: 'A backup with its tables and migration level (what a restore replaces)', params: idParamSchema, response: { 200: backupDetailSchema, ...errors } },
  }, async (request) => service.backupDetail(ctx, request.params.id));

  app.get('/api/database/backups/:id/download', {
    preHandler: app.requirePermission('database:list'),
    schema: { tags, summary: 'The backup file (gzip) as an attachment', params: idParamSchema, response: { 200: fileAnswer('The backup file', service.BACKUP_CONTENT_TYPE), ...errors } },
  }, async (request, reply) => {
    await requireAllData(request);
    const { row, file } = await service.downloadBackup(ctx, request.params.id);
    reply.header('content-disposition', `attachment; filename="${row.name}.json.gz"`);
    return sendStoredFile(reply, file, 'private, no-store');
  });

  app.post('/api/database/backups', {
    preHandler: app.requirePermission('database:add'),
    schema: { tags, summary: 'Back up now', response: { 201: backupSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await service.createBackup(ctx, 'manual', principalOf(request).username)));

  app.post('/api/database/upload', {
    preHandler: app.requirePermission('database:add'),
    schema: { tags, summary: 'Upload a backup file (multipart field `file`), checked before it is kept', consumes: ['multipart/form-data'], response: { 201: backupSchema, ...errors, 413: errorBodySchema } },
  }, async (request, reply) => {
    const { data, filename } = await readSingleFile(request, { field: 'file', maxBytes: MULTIPART_LIMITS.fileSize });
    return reply.status(201).send(await service.uploadBackup(ctx, data, filename, principalOf(request).username));
  });

  app.delete('/api/database/backups/:id', {
    preHandler: app.requirePermission('database:del'),
    schema: { tags, summary: 'Delete a backup (row and file)', params: idParamSchema, response: { 200: okSchema, ...errors } },
  }, async (request) => {
    await service.deleteBackup(ctx, request.params.id);
    return { ok: true as const };
  });

  app.post('/api/database/backups/:id/restore', {
    preHandler: app.requirePermission('database:restore'),
    schema: {
      tags, summary: 'Replace the data with the backup’s; `confirm` must be the backup’s name', params: idParamSchema,
      body: restoreBodySchema, response: { 200: restoreResultSchema, ...errors },
    },
  }, async (request, reply) => {
    await requireAllData(request);
    try {
      return await service.restore(ctx, request.params.id, request.body.confirm);
    } catch (err) {
      if (!(err instanceof BackupLevelMismatch)) throw err;
      // Both levels named, so the page can say which version the backup needs.
      return reply.status(400).send({
        status: 400, message: err.messageKey,
        errors: [{ path: 'backup', message: err.backupLevel }, { path: 'server', message: err.serverLevel }],
      });
    }
  });
};
export default backupRoutes;
