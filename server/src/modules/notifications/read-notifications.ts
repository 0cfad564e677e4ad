import { sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationListQuery } from 'shared-contracts/api/notifications';
import { isNotificationKind } from 'shared-contracts/mall/notification-rules';
import type { DbOrTx } from '../../db/connect';
import { iso, queryRows } from '../../db/rows';
import { linkOf } from './links';

type Row = {
  id: number; kind: string; order_id: number | null; payment_id: number | null; refund_id: number | null; shipment_id: number | null;
  params: Record<string, string | number | null>; created_at: Date | string; read_at: Date | string | null;
};

function viewOf(r: Row): Notification | null {
  if (!isNotificationKind(r.kind)) return null;
  return {
    id: r.id, kind: r.kind, orderId: r.order_id, paymentId: r.payment_id, refundId: r.refund_id, shipmentId: r.shipment_id,
    params: Object.fromEntries(Object.entries(r.params).filter((e): e is [string, string | number] => e[1] !== null)), link: linkOf({ kind: r.kind, orderId: r.order_id, refundId: r.refund_id, params: r.params }),
    createdAt: iso(r.created_at), readAt: r.read_at ? iso(r.read_at) : null,
  };
}

const COLUMNS = sql`id, kind, order_id, payment_id, refund_id, shipment_id, params, created_at, read_at`;

/** The portal's unread count: served by the partial index on unread portal notifications. */
export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from notification where user_id = ${userId} and in_portal and read_at is null`);
  return Number(row?.n ?? 0);
}

/** My notifications shown in the portal, newest first, read or unread, of one kind. */
export async function listNotifications(db: DbOrTx, userId: number, q: NotificationListQuery) {
  const where: SQL[] = [sql`user_id = ${userId}`, sql`in_portal`];
  if (q.state === 'unread') where.push(sql`read_at is null`);
  if (q.state === 'read') where.push(sql`read_at is not null`);
  if (q.kind) where.push(sql`kind = ${q.kind}`);
  const cond = sql.join(where, sql` and `);
  const rows = await queryRows<Row>(db, sql`
    select ${COLUMNS} from notification where ${cond} order by id desc limit ${q.size} offset ${q.page * q.size}`);
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notification where ${cond}`);
  return {
    content: rows.map(viewOf).filter((n): n is Notification => n !== null),
    totalElements: Number(total?.n ?? 0),
    unread: await unreadCount(db, userId),
  };
}

/** Marks one of my notifications read (again: no change, same answer); someone else's or a hidden one is not found. */
export async function markRead(db: DbOrTx, userId: number, id: number, now: Date): Promise<Notification | null> {
  const [row] = await queryRows<Row>(db, sql`
    update notification set read_at = coalesce(read_at, ${now.toISOString()}::timestamptz)
    where id = ${id} and user_id = ${userId} and in_portal returning ${COLUMNS}`);
  return row ? viewOf(row) : null;
}

export async function markAllRead(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(db, sql`
    update notification set read_at = ${now.toISOString()}::timestamptz
    where user_id = ${userId} and in_portal and read_at is null returning id`);
  return rows.length;
}
