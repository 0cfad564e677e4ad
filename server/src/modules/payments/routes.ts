import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  bankTransferSchema, myPaymentPageSchema, PAYMENT_FILE_FIELD, paymentDueQuerySchema, paymentDueSchema, paymentFileUploadSchema,
  paymentListQuerySchema, paymentReviewSchema, paymentSchema, staffPaymentPageSchema,
} from 'shared-contracts/api/payments';
import { orders } from '../../db/schema';
import { hasPermission, principalOf, userIdOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { sendOwnedPicture, storeOwnedPicture } from '../../plugins/app/owned-pictures';
import { pictureFormSchema } from '../../plugins/external/image-upload';
import { pictureAnswer } from '../../plugins/external/openapi-exact';
import { finalConfirmationSchema } from 'shared-contracts/api/final-payment';
import { staffPaymentListQuerySchema } from 'shared-contracts/api/staff-lists';
import { LIST_EXPORT_MAX_ROWS, staffPaymentExportQuerySchema } from 'shared-contracts/api/exports';
import { submitBankTransfer } from './bank-transfer';
import { confirmFinalQuantities } from './final-confirmation';
import { readPayeeAccount, transferReferenceOf } from './payee-account';
import { readPaymentDue } from './payment-due';
import { PAYMENT_PICTURES } from './pictures';
import { paymentExport } from './payment-export';
import { listPayments, paymentById, writtenPayment } from './read-payments';
import { reviewPayment } from './review';
import { dataScopeOf, userInScope } from '../data-scope/data-scope';
import { answerListExport } from '../exports/list-export';
import { sheetAnswer } from '../exports/xlsx-sheet';
import { staffActorOf } from '../orders/staff-actor';

const tags = ['payments'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Paying for orders and reviewing payments (issue 9, docs/orders.md). Buyers reach only their own orders,
 * payments and pictures (anyone else's answers 404); staff read with payment:list and decide with
 * payment:review.
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/payments/due', {
    preHandler: app.authenticate,
    schema: {
      tags, querystring: paymentDueQuerySchema, response: { 200: paymentDueSchema, ...errors },
      summary: 'What the buyer owes now for an order in CNY and VND at today\'s rate: the deposit, or the final balance for the quantities taken (quantities=lineId:qty,...), with the receiving account and the reference to write on the transfer',
    },
  }, async (request) => {
    const { orderId, kind, quantities } = request.query;
    const [order] = await app.db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userIdOf(request))));
    if (!order) throw new HttpError(404, MessageKey.orderNotFound);
    // The balance exists once stocking is complete; before, there is nothing to take quantities of.
    if (kind === 'final' && !order.stockedAt) throw new HttpError(409, MessageKey.orderStateConflict);
    const [due, payee] = await Promise.all([readPaymentDue(app.db, order, kind, kind === 'final' ? quantities ?? null : null), readPayeeAccount(app.db)]);
    return { ...due, payee, transferReference: transferReferenceOf(order) };
  });

  app.post('/api/payments/files', {
    preHandler: app.authenticate,
    schema: {
      tags, consumes: ['multipart/form-data'],
      summary: `Upload a payment picture (transfer voucher, remittance): multipart field "${PAYMENT_FILE_FIELD}", PNG, JPEG, WebP or GIF of at most 5 MiB; only its uploader and staff can read it`,
      body: pictureFormSchema(PAYMENT_FILE_FIELD), response: { 200: paymentFileUploadSchema, ...errors, 413: errorBodySchema },
    },
  }, async (request) => storeOwnedPicture(app, request, PAYMENT_PICTURES, PAYMENT_FILE_FIELD));

  app.get('/api/payments/files/:owner/:name', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'A payment picture, for its uploader and for staff with payment:list (fetch it with the token)',
      params: z.object({ owner: z.coerce.number().int().positive().max(2_147_483_647), name: z.string().max(200) }),
      response: { 200: pictureAnswer('The picture (or its thumbnail)'), ...errors },
    },
  }, async (request, reply) => sendOwnedPicture(app, request, reply, PAYMENT_PICTURES, request.params));

  app.post('/api/payments/bank-transfer', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Pay the deposit, or the final balance for the quantities taken, by bank transfer in VND (voucher required): the order goes to review', body: bankTransferSchema, response: { 201: paymentSchema, ...errors } },
  }, async (request, reply) => {
    const made = await submitBankTransfer(app.db, app.storage, userIdOf(request), request.body);
    return reply.status(201).send(await writtenPayment(app.db, made.id));
  });

  app.post('/api/payments/final-confirmation', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Confirm the quantities taken when the deposit covers the whole final balance: a payment of 0 goes to review', body: finalConfirmationSchema, response: { 201: paymentSchema, ...errors } },
  }, async (request, reply) => {
    const made = await confirmFinalQuantities(app.db, userIdOf(request), request.body);
    return reply.status(201).send(await writtenPayment(app.db, made.id));
  });

  app.get('/api/payments/mine', {
    preHandler: app.authenticate,
    schema: {
      tags, querystring: paymentListQuerySchema, response: { 200: myPaymentPageSchema, ...errors },
      summary: "The signed-in buyer's payments, newest first; hideUnfinished=true leaves out online attempts that ended with no money moved and counts them",
    },
  }, async (request) => listPayments(app.db, { userId: userIdOf(request) }, request.query));

  app.get('/api/payments/admin', {
    preValidation: app.requirePermission('payment:list'),
    schema: {
      tags, querystring: staffPaymentListQuerySchema, response: { 200: staffPaymentPageSchema, ...errors },
      summary: 'Every payment for staff with the payer, newest first; status=queue is the review queue (pending review and re-review), longest waiting first',
    },
  }, async (request) => {
    const { content, totalElements } = await listPayments(app.db, { staff: await dataScopeOf(app.db, principalOf(request)) }, request.query);
    return { content, totalElements };
  });

  app.get('/api/payments/admin/download', {
    preValidation: app.requirePermission('payment:list'),
    schema: {
      tags, querystring: staffPaymentExportQuerySchema, response: { 200: sheetAnswer, ...errors },
      summary: `The staff payment list as .xlsx with its filters, scope and order (status=queue: the review queue), in ?lang= or Accept-Language; more than ${LIST_EXPORT_MAX_ROWS} rows is 400 mall.exportTooLarge`,
    },
  }, async (request, reply) => {
    const { lang, tzOffset, ...filters } = request.query;
    const scope = { staff: await dataScopeOf(app.db, principalOf(request)) };
    return answerListExport(request, reply, { lang, tzOffset }, paymentExport(app.db, scope, filters));
  });

  app.get('/api/payments/:id', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'One payment, for its payer or staff with payment:list', params: idParamSchema, response: { 200: paymentSchema, ...errors } },
  }, async (request) => {
    const principal = principalOf(request);
    const found = await paymentById(app.db, request.params.id);
    const own = found?.userId === principal.userId;
    // Staff read the payments of buyers inside their data scope; anything else is not there for them.
    const staffMay = !own && hasPermission(principal, ['payment:list']) && !!found
      && await userInScope(app.db, await dataScopeOf(app.db, principal), found.userId);
    if (!found || !(own || staffMay)) throw new HttpError(404, MessageKey.paymentNotFound);
    return found;
  });

  app.post('/api/payments/:id/review', {
    preValidation: app.requirePermission('payment:review'),
    schema: { tags, summary: 'Approve a payment, or reject it with a reason', params: idParamSchema, body: paymentReviewSchema, response: { 200: paymentSchema, ...errors } },
  }, async (request) => {
    const actor = await staffActorOf(app.db, principalOf(request));
    const decided = await reviewPayment(app.db, actor, request.params.id, request.body, app.clock.now());
    return writtenPayment(app.db, decided.id);
  });
};
export default paymentRoutes;
