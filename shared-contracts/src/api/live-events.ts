import { z } from 'zod';
import { MessageKey } from './message-keys';

/**
 * Live pages (issue 26, docs/notifications.md "Live pages"): what one server-sent event of `GET /api/events`
 * carries. `seq` is also the event's SSE `id`, the position a reconnecting stream resumes after (`Last-Event-ID`).
 */
export const LIVE_ENTITIES = ['notification', 'order', 'payment', 'refund', 'shipment', 'stock'] as const;
export type LiveEntity = (typeof LIVE_ENTITIES)[number];

/** The path of the stream. */
export const LIVE_EVENTS_PATH = 'api/events';

/**
 * The request's headers the stream reads: `Last-Event-ID`, the position to resume after. Empty or absent: a new
 * stream from now on. Anything else must be a log position, a non-negative integer the server can count to
 * (at most 2^53 − 1; a bigint beyond it is refused too): 400 `mall.lastEventIdInvalid` before anything streams.
 * Other headers pass as they are.
 */
export const liveEventsHeadersSchema = z.looseObject({
  'last-event-id': z.string()
    .regex(/^\d*$/, MessageKey.lastEventIdInvalid)
    .refine((value) => Number.isSafeInteger(Number(value)), MessageKey.lastEventIdInvalid)
    .optional(),
});

/** The SSE event name of a change; `reset` asks the page to read everything again (too far behind to resume). */
export const LIVE_CHANGE_EVENT = 'change';
export const LIVE_RESET_EVENT = 'reset';

export const liveEventSchema = z.object({
  seq: z.number().int(),
  entity: z.enum(LIVE_ENTITIES),
  /** The changed row: a notification, an order, a payment, a refund, a shipment or a stock batch. */
  id: z.number().int(),
  /** `created`, `read` (a notification), or the row's new status (`paid`, `shipped`, …), else `updated`. */
  change: z.string(),
  orderId: z.number().int().nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * Staff receive an entity's changes when they hold one of these codes (admin passes everything) and their data
 * scope reaches the buyer; buyers receive their own; a notification goes to its recipient only.
 */
export const LIVE_STAFF_CODES: Record<Exclude<LiveEntity, 'notification'>, readonly string[]> = {
  order: ['order:list', 'order:accept', 'order:stock', 'payment:review', 'payment:list'],
  payment: ['payment:list', 'payment:review', 'order:list'],
  refund: ['refund:list', 'refund:review', 'order:list'],
  shipment: ['shipment:list', 'shipment:edit', 'order:list'],
  stock: ['order:stock', 'order:list', 'shipment:edit'],
};
