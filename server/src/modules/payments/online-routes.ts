import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  gatewayNotificationSchema, notifyAnswerSchema, ONLINE_INTENT_MINUTES, ONLINE_METHODS, onlineIntentParamsSchema,
  onlineIntentSchema, onlineMethodsSchema, onlinePaymentStartSchema, smsConfirmSchema,
} from 'shared-contracts/api/online-payments';
import { userIdOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { applyNotification } from './online-notify';
import { expireIntent } from './online-settle';
import { confirmSms, resendSms } from './online-sms';
import { ONLINE_EXPIRE, startOnlinePayment } from './online-start';
import { intentView, ownIntent } from './online-view';
import { createProvider } from './provider/create-provider';
import type { PaymentProvider } from './provider/provider';
import sandboxRoutes from './provider/sandbox-routes';

const tags = ['payments online'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

/**
 * Online payments in RMB through the payment provider (docs/payments.md): the buyer starts one (card, Alipay QR,
 * digital RMB), confirms the card's SMS code, and polls the intent while the provider's notification settles it.
 * Buyers reach their own intents only (anyone else's answers 404); the notification route is the provider's,
 * trusted by its signature alone.
 */
const onlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createProvider(app);
  const required = (): PaymentProvider => {
    if (!provider) throw new HttpError(409, MessageKey.onlineUnavailable);
    return provider;
  };
  if (provider) await app.register(sandboxRoutes, { provider });

  app.jobs.handle<{ intentId: number }>(ONLINE_EXPIRE, async ({ data, now }) => {
    if (provider) await expireIntent(app.db, provider, data.intentId, now);
    return { intentId: data.intentId };
  });

  /** The intent as the cashier sees it; past its deadline it is first closed at the provider. */
  const view = async (userId: number, intentId: number) => {
    let found = await ownIntent(app.db, intentId, userId);
    if (!found) throw new HttpError(404, MessageKey.onlineIntentNotFound);
    const now = app.clock.now();
    if (provider && found.intent.status === 'pending' && found.intent.expiresAt.getTime() <= now.getTime()) {
      await expireIntent(app.db, provider, intentId, now);
      found = (await ownIntent(app.db, intentId, userId)) ?? found;
    }
    return intentView(found, now, provider?.sandbox ?? false);
  };

  app.get('/api/payments/online/methods', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'The online methods offered now (none without a payment provider)', response: { 200: onlineMethodsSchema, ...errors } },
  }, async () => ({
    methods: provider ? [...ONLINE_METHODS] : [], provider: provider?.name ?? null, sandbox: provider?.sandbox ?? false,
    intentMinutes: ONLINE_INTENT_MINUTES,
  }));

  app.post('/api/payments/online', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'Start paying by card, Alipay QR or digital RMB: an unpaid payment and its intent (the QR, or the SMS sent)',
      body: onlinePaymentStartSchema, response: { 201: onlineIntentSchema, ...errors },
    },
  }, async (request, reply) => {
    const userId = userIdOf(request);
    const intentId = await startOnlinePayment(app, required(), userId, request.body, `${request.protocol}://${request.host}`);
    return reply.status(201).send(await view(userId, intentId));
  });

  app.get('/api/payments/online/:intentId', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'An online payment as the cashier polls it', params: onlineIntentParamsSchema, response: { 200: onlineIntentSchema, ...errors } },
  }, async (request) => view(userIdOf(request), request.params.intentId));

  app.post('/api/payments/online/:intentId/sms', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: "Confirm a card payment with the SMS code (a wrong code is 400; the last allowed one ends the payment)",
      params: onlineIntentParamsSchema, body: smsConfirmSchema, response: { 200: onlineIntentSchema, ...errors },
    },
  }, async (request) => {
    const userId = userIdOf(request);
    await confirmSms(app, required(), userId, request.params.intentId, request.body.code);
    return view(userId, request.params.intentId);
  });

  app.post('/api/payments/online/:intentId/sms/resend', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Send the card payment a new SMS code (once a minute)', params: onlineIntentParamsSchema, response: { 200: onlineIntentSchema, ...errors } },
  }, async (request) => {
    const userId = userIdOf(request);
    await resendSms(app, required(), userId, request.params.intentId);
    return view(userId, request.params.intentId);
  });

  app.post('/api/payments/notify/:provider', {
    schema: {
      tags, summary: "The provider's signed notification of a trade's end (HMAC-SHA256, docs/payments.md); repeats answer success again",
      params: z.object({ provider: z.string().max(40) }), body: gatewayNotificationSchema,
      response: { 200: notifyAnswerSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
  }, async (request) => {
    if (!provider || request.params.provider !== provider.name) throw new HttpError(404, MessageKey.notFound);
    return { result: await applyNotification(app, provider, request.body) };
  });
};
export default onlineRoutes;
