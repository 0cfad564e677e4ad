import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaResponseSchema, loginBodySchema, loginResponseSchema, userSchema } from 'shared-contracts/api/auth';
import { errorBodySchema, okSchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { HttpError } from '../../plugins/app/errors';
import { issueCaptcha } from './captcha';
import { LoginThrottled } from './lockout';
import { prepareDummyHash } from './passwords';
import { signIn } from './sign-in';
import { registerTokenPurgeTask } from './token-purge-task';
import { revokeToken } from './tokens';
import { loadUserView } from './user-view';
import { noteLanguage } from './portal-language';

const security = [{ bearer: [] }];

/** Tells a throttled client when to come back; the body stays the usual `{status, message}`. */
function withRetryAfter(reply: FastifyReply) {
  return (err: unknown): never => {
    if (err instanceof LoginThrottled) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  };
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Made now rather than on the first unknown username, whose answer would otherwise be the slow one.
  await prepareDummyHash();
  await registerTokenPurgeTask(app);

  app.get('/auth/code', {
    onRequest: app.throttle('captcha'),
    schema: { tags: ['auth'], summary: 'A new 4-digit captcha image, single use, valid 2 minutes', response: { 200: captchaResponseSchema, 429: errorBodySchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return issueCaptcha(app.db, app.config.captchaTestCode);
  });

  app.post('/auth/login', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in with username, password and captcha',
      body: loginBodySchema,
      response: { 200: loginResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
    },
  }, async (request, reply) => {
    // The answer carries the new token.
    reply.header('cache-control', 'no-store');
    const userAgent = request.headers['user-agent'] ?? null;
    const signedIn = await signIn(app.db, { ...request.body, ip: request.ip, userAgent }).catch(withRetryAfter(reply));
    await noteLanguage(app.db, signedIn.user.id, request);
    return signedIn;
  });

  app.get('/auth/info', {
    preHandler: app.authenticate,
    schema: { tags: ['auth'], summary: 'The signed-in user', security, response: { 200: userSchema, 401: errorBodySchema } },
  }, async (request) => {
    const principal = request.principal;
    if (!principal) throw new HttpError(401, MessageKey.unauthorized);
    const user = await loadUserView(app.db, principal.userId);
    if (!user) throw new HttpError(401, MessageKey.tokenExpired);
    await noteLanguage(app.db, principal.userId, request);
    return user;
  });

  app.delete('/auth/logout', {
    preHandler: app.authenticate,
    schema: { tags: ['auth'], summary: 'Revoke the token of this request', security, response: { 200: okSchema, 401: errorBodySchema } },
  }, async (request) => {
    if (request.principal) await revokeToken(app.db, request.principal.tokenId);
    return { ok: true as const };
  });
};
export default authRoutes;
