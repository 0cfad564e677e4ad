import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParamSchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  notificationListQuerySchema, notificationPageSchema, notificationPreferencesBodySchema, notificationPreferencesSchema,
  notificationSchema, readAllSchema, unreadCountSchema,
} from 'shared-contracts/api/notifications';
import { principalOf, userIdOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { declareNotificationEmail } from './email';
import { readPreferences, savePreferences } from './preferences';
import { declareNotificationPurge } from './purge';
import { listNotifications, markAllRead, markRead, unreadCount } from './read-notifications';
import { declareReminders } from './reminders';

const tags = ['notifications'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * The signed-in user's own notifications (docs/notifications.md): every route reads and writes the caller's rows
 * only, so another user's notification is 404 as a missing one. Also declares the e-mail, reminder and purge tasks.
 */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await declareNotificationEmail(app);
  await declareReminders(app);
  await declareNotificationPurge(app);

  app.get('/api/notifications', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'My notifications shown in the portal, newest first; state all | unread | read, one kind; with the unread count',
      querystring: notificationListQuerySchema, response: { 200: notificationPageSchema, ...errors },
    },
  }, async (request) => listNotifications(app.db, userIdOf(request), request.query));

  app.get('/api/notifications/unread-count', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'How many of my notifications are unread (the bell)', response: { 200: unreadCountSchema, ...errors } },
  }, async (request) => ({ unread: await unreadCount(app.db, userIdOf(request)) }));

  app.post('/api/notifications/:id/read', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Mark one of my notifications read (again: no change)', params: idParamSchema, response: { 200: notificationSchema, ...errors } },
  }, async (request) => {
    const marked = await markRead(app.db, userIdOf(request), request.params.id, app.clock.now());
    if (!marked) throw new HttpError(404, MessageKey.notificationNotFound);
    return marked;
  });

  app.post('/api/notifications/read-all', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Mark all my notifications read', response: { 200: readAllSchema, ...errors } },
  }, async (request) => ({ marked: await markAllRead(app.db, userIdOf(request), app.clock.now()) }));

  app.get('/api/notifications/preferences', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'My choice per kind I can receive: in the portal, by e-mail (deadline reminders always in the portal)',
      response: { 200: notificationPreferencesSchema, ...errors },
    },
  }, async (request) => readPreferences(app.db, principalOf(request)));

  app.put('/api/notifications/preferences', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'Change my choice for the kinds given; a deadline reminder may leave e-mail, not the portal',
      body: notificationPreferencesBodySchema, response: { 200: notificationPreferencesSchema, ...errors },
    },
  }, async (request) => savePreferences(app.db, principalOf(request), request.body));
};
export default notificationRoutes;
