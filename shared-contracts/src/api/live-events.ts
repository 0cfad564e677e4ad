import { z } from 'zod';

/**
 * Live pages (issue 26, docs/notifications.md "Live pages"): what one server-sent event of `GET /api/events`
 * carries. `seq` is also the event's SSE `id`, the position a reconnecting stream resumes after (`Last-Event-ID`).
 */
export const LIVE_ENTITIES = ['notification', 'order', 'payment', 'refund', 'shipment', 'stock'] as const;
export type LiveEntity = (typeof LIVE_ENTITIES)[number];

/** The path of the stream. */
export const LIVE_EVENTS_PATH = 'api/events';

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
