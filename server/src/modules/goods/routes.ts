import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idListSchema, idParamSchema, okSchema } from 'shared-contracts/api/common';
import {
  GOODS_IMAGE_FIELD, goodsAdminQuerySchema, goodsDetailSchema, goodsImageUploadSchema, goodsInputSchema, goodsAdminPageSchema, goodsPageSchema,
  goodsQuerySchema, goodsUpdateSchema,
} from 'shared-contracts/api/goods';
import { goodsExportQuerySchema, LIST_EXPORT_MAX_ROWS } from 'shared-contracts/api/exports';
import { bearerOf, hasPermission, markTokenUse, principalOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { putPicture } from '../../plugins/app/pictures';
import { pictureFormSchema, readPictureUpload } from '../../plugins/external/image-upload';
import { mallFileUrl } from '../mall-files/file-url';
import { dataScopeOf } from '../data-scope/data-scope';
import { answerListExport } from '../exports/list-export';
import { sheetAnswer } from '../exports/xlsx-sheet';
import { goodsExport } from './goods-export';
import { adminExtrasOf, cardOf, detailOrNotFound, type GoodsViewer } from './read';
import { catalogueChanged, searchGoods } from './search';
import { createGoods, deleteGoods, updateGoods } from './write';

const tags = ['mall goods'];
const readErrors = { 400: errorBodySchema };
const writeErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The catalogue's goods (issue 8, docs/mall-search.md): public search and product pages, staff writes. Staff
 * routes check the permission before the body is read (the auth guard runs it in onRequest): a caller without the
 * right gets 401/403 whatever it sends, and learns nothing about the expected shape.
 */
const goodsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Writes here add, remove or move goods: cached list totals go before the answer leaves.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') catalogueChanged(app.db);
  });
  app.get('/api/goods', {
    schema: {
      tags,
      summary: 'Search goods on sale (in an enabled store and category): keyword in cn/en/vi (no diacritics needed, one typo forgiven), filters, sort, page',
      querystring: goodsQuerySchema, response: { 200: goodsPageSchema, ...readErrors },
    },
  }, async (request) => {
    const { rows, total } = await searchGoods(app.db, { ...request.query, listed: true });
    return { content: rows.map(cardOf), totalElements: total };
  });

  app.get('/api/goods/admin', {
    preValidation: app.requirePermission('goods:list'),
    schema: {
      tags, summary: 'Staff list of goods, on sale or not (the search query plus onSale)',
      querystring: goodsAdminQuerySchema, response: { 200: goodsAdminPageSchema, ...writeErrors },
    },
  }, async (request) => {
    const { rows, total } = await searchGoods(app.db, { ...request.query, scope: await dataScopeOf(app.db, principalOf(request)) });
    const extras = await adminExtrasOf(app.db, rows.map((r) => r.id));
    return {
      content: rows.map((r) => ({ ...cardOf(r), ...(extras.get(r.id) ?? { skuCount: 0, onSale: false, recommended: false, collector: null }) })),
      totalElements: total,
    };
  });

  app.get('/api/goods/admin/download', {
    preValidation: app.requirePermission('goods:list'),
    schema: {
      tags, summary: `The staff goods list as .xlsx with its filters, keyword, sort and scope, in ?lang= or Accept-Language; more than ${LIST_EXPORT_MAX_ROWS} rows is 400 mall.exportTooLarge`,
      querystring: goodsExportQuerySchema, response: { 200: sheetAnswer, ...writeErrors },
    },
  }, async (request, reply) => {
    const { lang, tzOffset, ...filters } = request.query;
    const scope = await dataScopeOf(app.db, principalOf(request));
    return answerListExport(request, reply, { lang, tzOffset }, goodsExport(app.db, scope, filters, app.config.exportMaxRows));
  });

  /**
   * The product page reads a token when one is sent: staff who may list or edit goods see the goods' own
   * `onSale` (the editor saves it back), everyone else sees a goods of a disabled store or category as off sale.
   * A buyer's collected goods is read by its collector and by staff whose data scope holds the collector; anyone
   * else gets 404. A token that does not work reads as anonymous: the page is public.
   */
  const readStaff = markTokenUse(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!bearerOf(request)) return;
    await app.authenticate(request, reply).catch((err: unknown) => {
      if (!(err instanceof HttpError)) throw err;
    });
  }, 'optional');

  app.get('/api/goods/:id', {
    preHandler: readStaff,
    schema: {
      tags, summary: 'A goods with its SKUs, pictures, materials, store and category path',
      params: idParamSchema, response: { 200: goodsDetailSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request) => {
    const { principal } = request;
    const viewer: GoodsViewer = principal && hasPermission(principal, ['goods:list', 'goods:add', 'goods:edit'])
      ? { kind: 'staff', scope: await dataScopeOf(app.db, principal) }
      : { kind: 'public', userId: principal?.userId ?? null };
    return detailOrNotFound(app.db, request.params.id, viewer);
  });

  app.post('/api/goods', {
    preValidation: app.requirePermission('goods:add'),
    schema: { tags, summary: 'Create a goods with its SKUs', body: goodsInputSchema, response: { 201: goodsDetailSchema, ...writeErrors } },
  }, async (request, reply) => {
    const id = await createGoods(app.db, request.body, request.principal?.userId ?? 0);
    return reply.status(201).send(await detailOrNotFound(app.db, id));
  });

  app.put('/api/goods', {
    preValidation: app.requirePermission('goods:edit'),
    schema: { tags, summary: 'Update a goods and its SKUs', body: goodsUpdateSchema, response: { 200: goodsDetailSchema, ...writeErrors } },
  }, async (request) => {
    await updateGoods(app.db, request.body, await dataScopeOf(app.db, principalOf(request)));
    return detailOrNotFound(app.db, request.body.id);
  });

  app.delete('/api/goods', {
    preValidation: app.requirePermission('goods:del'),
    schema: { tags, summary: 'Delete goods by id', body: idListSchema, response: { 200: okSchema, ...writeErrors } },
  }, async (request) => {
    await deleteGoods(app.db, request.body, await dataScopeOf(app.db, principalOf(request)));
    return { ok: true as const };
  });

  app.post('/api/goods/images', {
    preValidation: app.requirePermission('goods:add', 'goods:edit'),
    schema: {
      tags, consumes: ['multipart/form-data'],
      summary: `Upload a goods picture: multipart field "${GOODS_IMAGE_FIELD}", PNG, JPEG, WebP or GIF of at most 5 MiB`,
      body: pictureFormSchema(GOODS_IMAGE_FIELD), response: { 200: goodsImageUploadSchema, ...writeErrors, 413: errorBodySchema },
    },
  }, async (request) => {
    const picture = await readPictureUpload(request, GOODS_IMAGE_FIELD);
    // Named by the server, never by the upload: unguessable, never reused (served with a long cache).
    const key = `mall/goods/u-${crypto.randomUUID()}.${picture.ext}`;
    await putPicture(app.storage, key, picture);
    return { key, url: mallFileUrl(key) ?? '' };
  });
};
export default goodsRoutes;
