import { sql, type SQL } from 'drizzle-orm';
import { ownerInScopeSet, type DataScope } from '../data-scope/data-scope';

/** Days are Vietnam's calendar days, as the order number's date and the lists' day filters (orders/order-lists.ts). */
export const ZONE = 'Asia/Ho_Chi_Minh';

/** The figures' days (both included) and the viewer's data scope. */
export type Period = { scope: DataScope; from: string; to: string };

/** `alias.created_at` within the period's days. */
export const createdIn = ({ from, to }: Period, alias: string): SQL => sql`
  ${sql.raw(alias)}.created_at >= (${from}::date)::timestamp at time zone ${ZONE}
  and ${sql.raw(alias)}.created_at < ((${to}::date + 1)::timestamp at time zone ${ZONE})`;

/** Rows (orders, payments: `alias` has `created_at` and `user_id`) made in the period by buyers in scope. */
export const madeIn = (p: Period, alias: string): SQL =>
  sql`${createdIn(p, alias)} and ${ownerInScopeSet(p.scope, sql.raw(`${alias}.user_id`))}`;
