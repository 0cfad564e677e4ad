import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { IDEMPOTENCY_HEADER } from 'shared-contracts/api/orders';
import {
  IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, importRefusalSchema, importResultSchema, MAX_IMPORT_ROWS, templateQuerySchema,
  type ImportRefusal,
} from 'shared-contracts/api/shipments';
import { userIdOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { readSingleFile } from '../../plugins/external/multipart';
import { sendSheet, sheetAnswer } from '../exports/xlsx-sheet';
import { idempotencyKeyOf } from './idempotency-key';
import { ImportRefused, importShipments } from './import-shipments';
import { toShipments } from './read-shipments';
import { shippableStock } from './shippable-stock';
import { buildTemplate, readShipmentRows } from './spreadsheet';
import { templateLang } from './template-texts';

const tags = ['shipments'];
const errors = { 401: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema };

/** Batch shipment (SPEC §2 "batch shipment with downloadable upload template"): the template and the upload. */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/shipments/template', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'The batch shipment template (.xlsx): headers in the buyer\'s language (?lang= or Accept-Language), an example row, and the buyer\'s shippable SKUs',
      querystring: templateQuerySchema, response: { 200: sheetAnswer, 400: errorBodySchema, ...errors },
    },
  }, async (request, reply) => {
    const lang = templateLang(request.query.lang, request.headers['accept-language']);
    const file = await buildTemplate(lang, await shippableStock(app.db, userIdOf(request)));
    return sendSheet(reply, `shipments-template-${lang}.xlsx`, file);
  });

  app.post('/api/shipments/import', {
    preHandler: app.authenticate,
    schema: {
      tags, consumes: ['multipart/form-data'],
      summary: `Import shipments from the filled-in template (multipart field "${IMPORT_FILE_FIELD}", .xlsx of at most 2 MiB, ${MAX_IMPORT_ROWS} rows): all rows or none; 400 lists every bad row`,
      body: z.object({ [IMPORT_FILE_FIELD]: z.string().meta({ format: 'binary' }) }).nullish(),
      response: { 200: importResultSchema, 201: importResultSchema, 400: importRefusalSchema.or(errorBodySchema), ...errors },
    },
  }, async (request, reply) => {
    const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
    const { data } = await readSingleFile(request, { field: IMPORT_FILE_FIELD, maxBytes: IMPORT_MAX_BYTES });
    const type = await fileTypeFromBuffer(data);
    if (type?.ext !== 'xlsx') throw new HttpError(400, MessageKey.importFileInvalid);
    const sheet = await readShipmentRows(data, MAX_IMPORT_ROWS);
    try {
      const { importBatch, rows, created } = await importShipments(app.db, userIdOf(request), sheet, key, app.clock.now());
      return reply.status(created ? 201 : 200).send({ importBatch, shipments: await toShipments(app.db, rows) });
    } catch (err) {
      if (!(err instanceof ImportRefused)) throw err;
      const body: ImportRefusal = { status: 400, message: MessageKey.importRowsInvalid, problems: err.problems };
      return reply.status(400).send(body);
    }
  });
};
export default importRoutes;
