import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_TTL_SECONDS, emailCodeRequestSchema, emailCodeResponseSchema, registerBodySchema,
  userSchema, type EmailCodeRequest,
} from 'shared-contracts/api/auth';
import { errorBodySchema } from 'shared-contracts/api/common';
import { markTokenUse } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { createEmailCode, EmailCodeTooSoon } from './email-code';
import { emailCodeMail } from './email-code-mail';
import { registerAccount } from './registration';
import { withoutQueryParams } from './db-errors';

const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Registration codes go to anyone; a code to change an account's address only to a signed-in user. */
  const authenticateForScene = markTokenUse(async (request: FastifyRequest, reply: FastifyReply) => {
    if ((request.body as EmailCodeRequest).scene !== 'register') await app.authenticate(request, reply);
  }, 'optional');

  app.post('/auth/email/code', {
    onRequest: app.throttle('emailCode'),
    preHandler: authenticateForScene,
    schema: {
      tags: ['register'],
      summary: 'Mail a 6-digit code to the address (valid 10 minutes, one per address per minute)',
      body: emailCodeRequestSchema,
      response: { 200: emailCodeResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
    },
  }, async (request, reply) => {
    const { email, scene } = request.body;
    let code: string;
    try {
      code = await createEmailCode(app.db, email, scene);
    } catch (err) {
      if (err instanceof EmailCodeTooSoon) reply.header('retry-after', String(err.retryAfterSeconds));
      if (err instanceof HttpError) throw err;
      // The insert's parameters hold the code's hash, and a 6-digit code is quickly found from it.
      throw withoutQueryParams(err, 'e-mail code failed');
    }
    await app.sendMail(emailCodeMail(email, scene, code));
    return { ok: true as const, resendAfterSeconds: EMAIL_CODE_RESEND_SECONDS, expiresInSeconds: EMAIL_CODE_TTL_SECONDS };
  });

  app.post('/auth/register', {
    onRequest: app.throttle('register'),
    schema: {
      tags: ['register'],
      summary: 'Register a purchaser, supplier (enterprise) or cooperative account',
      body: registerBodySchema,
      response: { 201: userSchema, 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
    },
  }, async (request, reply) => {
    const user = await registerAccount(app.db, request.body);
    return reply.status(201).send(user);
  });
};
export default registerRoutes;
