import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from 'shared-contracts/api/auth';
import { errorBodySchema, okSchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  AVATAR_FIELD, AVATAR_MAX_BYTES, avatarParamsSchema, updateAvatarResponseSchema, updateCenterBodySchema,
  updateEmailBodySchema, updatePassBodySchema,
} from 'shared-contracts/api/users';
import type { User } from 'shared-contracts/api/auth';
import { HttpError } from '../../plugins/app/errors';
import { getStoredPicture } from '../../plugins/app/pictures';
import { sendStoredFile } from '../../plugins/app/storage';
import { readSingleFile } from '../../plugins/external/multipart';
import { pictureAnswer } from '../../plugins/external/openapi-exact';
import { LoginThrottled } from '../auth/lockout';
import { principalOf } from '../../plugins/app/auth-guard';
import { loadUserView } from '../auth/user-view';
import { changeEmail, changePassword } from './account-service';
import { avatarKey, replaceAvatar } from './avatar-service';
import { updateProfile } from './repository';

const security = [{ bearer: [] }];
const tags = ['users'];
/**
 * What OpenAPI shows for the upload form. Stream-mode multipart leaves the body unset, which Fastify validates
 * as null, hence `nullish()`; the form itself is read and checked by readSingleFile.
 */
const avatarFormSchema = z.object({
  [AVATAR_FIELD]: z.string().meta({ format: 'binary', description: 'PNG, JPEG, WebP or GIF, at most 2 MiB' }),
}).nullish();
/** Avatar names are never reused, so a browser may keep a file for good. */
const AVATAR_CACHE = 'public, max-age=31536000, immutable';


/** Tells a client locked out by too many wrong passwords when to come back (as auth/login does). */
function withRetryAfter(reply: FastifyReply) {
  return (err: unknown): never => {
    if (err instanceof LoginThrottled) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  };
}

/**
 * The personal centre (`/user/center`, SPEC §2): every route acts on the signed-in user only (the id comes
 * from the token, never from the request), and answers the user as `GET auth/info` does.
 */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const currentUser = async (userId: number): Promise<User> => {
    const user = await loadUserView(app.db, userId);
    if (!user) throw new HttpError(401, MessageKey.tokenExpired);
    return user;
  };

  app.put('/api/users/center', {
    preHandler: app.authenticate,
    schema: {
      tags, security, summary: 'Update own nickname, phone, area code and gender',
      body: updateCenterBodySchema,
      response: { 200: userSchema, 400: errorBodySchema, 401: errorBodySchema },
    },
  }, async (request) => {
    const who = principalOf(request);
    if (!(await updateProfile(app.db, who.userId, request.body))) throw new HttpError(401, MessageKey.tokenExpired);
    return currentUser(who.userId);
  });

  app.post('/api/users/updateAvatar', {
    preHandler: app.authenticate,
    schema: {
      tags, security, consumes: ['multipart/form-data'],
      summary: `Upload own avatar: multipart field "${AVATAR_FIELD}", a PNG, JPEG, WebP or GIF of at most 2 MiB (checked by content)`,
      // Documentation only: the form is read by readSingleFile, which refuses what is not one image file.
      body: avatarFormSchema,
      response: { 200: updateAvatarResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 413: errorBodySchema },
    },
  }, async (request) => {
    const who = principalOf(request);
    const { data } = await readSingleFile(request, { field: AVATAR_FIELD, maxBytes: AVATAR_MAX_BYTES });
    const avatarName = await replaceAvatar({ db: app.db, storage: app.storage, log: request.log }, who.userId, data);
    return { avatarName, user: await currentUser(who.userId) };
  });

  app.get('/avatar/:name', {
    schema: {
      tags, summary: 'An avatar image by its avatarName (public; names are unguessable and never reused); its thumbnail at <avatarName>.thumb.webp',
      params: avatarParamsSchema,
      response: { 200: pictureAnswer('The image bytes'), 400: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request, reply) => {
    const file = await getStoredPicture(app.storage, avatarKey(request.params.name), request.log);
    if (!file) throw new HttpError(404, MessageKey.notFound);
    return sendStoredFile(reply, file, AVATAR_CACHE);
  });

  app.post('/api/users/updatePass', {
    preHandler: app.authenticate,
    schema: {
      tags, security, summary: 'Change own password (old one required); signs out the other sessions',
      body: updatePassBodySchema,
      response: { 200: okSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
    },
  }, async (request, reply) => {
    await changePassword(app.db, principalOf(request), request.body, request.ip).catch(withRetryAfter(reply));
    return { ok: true as const };
  });

  app.post('/api/users/updateEmail', {
    preHandler: app.authenticate,
    schema: {
      tags, security, summary: 'Change own e-mail with the code mailed to the new address (scene changeEmail) and the password',
      body: updateEmailBodySchema,
      response: { 200: userSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
    },
  }, async (request, reply) => {
    const who = principalOf(request);
    await changeEmail(app.db, who, request.body, request.ip).catch(withRetryAfter(reply));
    return currentUser(who.userId);
  });
};
export default usersRoutes;
