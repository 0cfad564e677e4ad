import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParamSchema } from 'shared-contracts/api/common';
import {
  deliverShipmentSchema, shipShipmentSchema, staffShipmentPageSchema, staffShipmentSchema,
} from 'shared-contracts/api/shipments';
import { LIST_EXPORT_MAX_ROWS, staffShipmentExportQuerySchema } from 'shared-contracts/api/exports';
import { staffShipmentListQuerySchema } from 'shared-contracts/api/staff-lists';
import { principalOf } from '../../plugins/app/auth-guard';
import { dataScopeOf } from '../data-scope/data-scope';
import { answerListExport } from '../exports/list-export';
import { sheetAnswer } from '../exports/xlsx-sheet';
import { staffActorOf } from '../orders/staff-actor';
import { deliverShipment, shipShipment } from './operator-steps';
import { listShipmentRows, toStaffShipments, writtenStaffShipment } from './read-shipments';
import { shipmentExport } from './shipment-export';

const tags = ['shipments'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The shipping queue of the operations workbench: read with shipment:list, ship and deliver with shipment:edit, each
 * within the staff member's data scope (a shipment of a buyer outside it is not listed, counted or found).
 */
const staffShipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/shipments/queue', {
    preValidation: app.requirePermission('shipment:list'),
    schema: {
      tags, summary: 'Every buyer\'s shipments for the warehouse with the count of each status (the tabs): pending and shipping ones longest waiting first, others newest first (`sort` to choose)',
      querystring: staffShipmentListQuerySchema, response: { 200: staffShipmentPageSchema, ...errors },
    },
  }, async (request) => {
    const { rows, totalElements, counts } = await listShipmentRows(app.db, { staff: await dataScopeOf(app.db, principalOf(request)) }, request.query);
    return { content: await toStaffShipments(app.db, rows), totalElements, counts };
  });

  app.get('/api/shipments/queue/download', {
    preValidation: app.requirePermission('shipment:list'),
    schema: {
      tags, summary: `The shipping queue as .xlsx with its filters, scope and order, in ?lang= or Accept-Language; more than ${LIST_EXPORT_MAX_ROWS} rows is 400 mall.exportTooLarge`,
      querystring: staffShipmentExportQuerySchema, response: { 200: sheetAnswer, ...errors },
    },
  }, async (request, reply) => {
    const { lang, tzOffset, ...filters } = request.query;
    const scope = { staff: await dataScopeOf(app.db, principalOf(request)) };
    return answerListExport(request, reply, { lang, tzOffset }, shipmentExport(app.db, scope, filters));
  });

  app.post('/api/shipments/:id/ship', {
    preValidation: app.requirePermission('shipment:edit'),
    schema: { tags, summary: 'Ship a pending shipment: logistics company (dictionary logistics_company) and tracking number; its orders follow', params: idParamSchema, body: shipShipmentSchema, response: { 200: staffShipmentSchema, ...errors } },
  }, async (request) => {
    await shipShipment(app, await staffActorOf(app.db, principalOf(request)), request.params.id, request.body);
    return writtenStaffShipment(app.db, request.params.id);
  });

  app.post('/api/shipments/:id/deliver', {
    preValidation: app.requirePermission('shipment:edit'),
    schema: { tags, summary: 'Mark a shipping shipment delivered (at the time given, else now); orders delivered in full follow', params: idParamSchema, body: deliverShipmentSchema, response: { 200: staffShipmentSchema, ...errors } },
  }, async (request) => {
    await deliverShipment(app, await staffActorOf(app.db, principalOf(request)), request.params.id, request.body);
    return writtenStaffShipment(app.db, request.params.id);
  });
};
export default staffShipmentRoutes;
