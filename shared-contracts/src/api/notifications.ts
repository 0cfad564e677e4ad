import { z } from 'zod';
import { MessageKey } from './message-keys';
import { NOTIFICATION_KINDS } from '../mall/notification-rules';

/**
 * A signed-in user's notifications (issue 26, docs/notifications.md): what happened to their orders, payments,
 * refunds and shipments, or, for staff, what waits for them. The server keeps the values a message names
 * (`params`); pages draw the text in the reader's language (i18n/messages-notifications.ts) and link to `link`.
 */
const kindSchema = z.enum(NOTIFICATION_KINDS, { message: MessageKey.notificationKindInvalid });

/**
 * Values a message names: order number, amounts (fen), deadlines (ISO), reasons, carrier and tracking number. A value
 * the change did not have is left out (the text then reads a dash).
 */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: kindSchema,
  orderId: z.number().int().nullable(),
  paymentId: z.number().int().nullable(),
  refundId: z.number().int().nullable(),
  shipmentId: z.number().int().nullable(),
  params: notificationParamsSchema,
  /** Where it is acted on, in the portal: `/myOrderDetail/41`, `/mallPayment/41`, an operator's queue. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_READ_FILTERS = ['all', 'unread', 'read'] as const;

/** `GET api/notifications`: newest first, at most 50 a page, read or unread, of one kind. */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number({ message: MessageKey.invalidNumber }).int(MessageKey.invalidNumber).min(0, MessageKey.invalidNumber).max(1_000_000, MessageKey.invalidNumber).default(0),
  size: z.coerce.number({ message: MessageKey.invalidNumber }).int(MessageKey.invalidNumber).min(1, MessageKey.invalidNumber).max(50, MessageKey.invalidNumber).default(10),
  state: z.enum(NOTIFICATION_READ_FILTERS, { message: MessageKey.validation }).default('all'),
  kind: kindSchema.optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** A page as the spec's lists answer it, with the unread count beside it (the bell and the list agree). */
export const notificationPageSchema = z.object({
  content: z.array(notificationSchema), totalElements: z.number().int(), unread: z.number().int(),
});

/** `GET api/notifications/unread-count`: the bell's number. */
export const unreadCountSchema = z.object({ unread: z.number().int() });

/** `POST api/notifications/read-all`: how many were marked. */
export const readAllSchema = z.object({ marked: z.number().int() });

/** One kind's choice: shown in the portal, sent by e-mail. Deadline reminders always show in the portal. */
export const notificationPreferenceSchema = z.object({
  kind: kindSchema,
  portal: z.boolean({ message: MessageKey.validation }),
  email: z.boolean({ message: MessageKey.validation }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** `GET api/notifications/preferences`: every kind the user can receive, with `portalLocked` for reminders. */
export const notificationPreferencesSchema = z.object({
  items: z.array(notificationPreferenceSchema.extend({ portalLocked: z.boolean() })),
});

/** `PUT api/notifications/preferences`: the kinds to change (others keep theirs), each once. */
export const notificationPreferencesBodySchema = z.object({
  items: z.array(notificationPreferenceSchema, { message: MessageKey.validation }).min(1, MessageKey.required).max(NOTIFICATION_KINDS.length, MessageKey.validation)
    .refine((items) => new Set(items.map((i) => i.kind)).size === items.length, MessageKey.notificationKindInvalid),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;

/**
 * The react-query keys of everything notifications, in one place, each starting with `['notifications']`: a write
 * (mark read, preferences) or the live-events stream invalidates `notificationQueryKeys.all` and every bell, list and
 * settings page refetches; a narrower key refreshes one of them.
 */
export const notificationQueryKeys = {
  all: ['notifications'] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (query: NotificationListQuery) => ['notifications', 'list', query] as const,
  preferences: () => ['notifications', 'preferences'] as const,
};
