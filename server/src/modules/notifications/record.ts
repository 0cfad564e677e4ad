import { sql } from 'drizzle-orm';
import {
  STAFF_KIND_PERMISSION, isReminderKind, type NotificationDecision, type NotificationKind,
} from 'shared-contracts/mall/notification-rules';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { dataScopeOf, userInScope } from '../data-scope/data-scope';

/** The values a message names (messages-notifications.ts): numbers are fen or counts, dates ISO strings. */
export type NoticeParams = Record<string, string | number | null>;

/** What a notification is about: the buyer whose order it is, the rows it refers to, the values its text names. */
export type NoticeSubject = {
  buyerId: number;
  orderId?: number | null;
  paymentId?: number | null;
  refundId?: number | null;
  shipmentId?: number | null;
  params: NoticeParams;
  /** Reminders: made once per user and key (docs/notifications.md "Reminders"). */
  dedupeKey?: string | null;
};

/**
 * The staff to tell of something about a buyer: enabled users holding the permission code (through a role's menu
 * button, as findPrincipal reads it) or administrators, whose data scope (data-scope.ts, the same rule that hides
 * the buyer's rows from them) reaches the buyer. Someone who may not see the buyer is never told about them.
 */
export async function staffToTell(db: DbOrTx, permission: string, buyerId: number): Promise<number[]> {
  const holders = await queryRows<{ id: number; is_admin: boolean }>(db, sql`
    select u.id, (u.is_admin or exists (select 1 from sys_users_roles ur join sys_role r on r.id = ur.role_id
                                         where ur.user_id = u.id and r.name = 'admin')) as is_admin
    from sys_user u
    where u.enabled and u.id <> ${buyerId} and (
      u.is_admin
      or exists (select 1 from sys_users_roles ur join sys_role r on r.id = ur.role_id where ur.user_id = u.id and r.name = 'admin')
      or exists (select 1 from sys_users_roles ur join sys_roles_menus rm on rm.role_id = ur.role_id
                 join sys_menu m on m.id = rm.menu_id where ur.user_id = u.id and m.permission = ${permission}))
    order by u.id`);
  const told: number[] = [];
  for (const holder of holders) {
    const scope = await dataScopeOf(db, { userId: holder.id, isAdmin: holder.is_admin });
    if (await userInScope(db, scope, buyerId)) told.push(holder.id);
  }
  return told;
}

/**
 * Writes one notification per recipient, in the caller's transaction, as each recipient's preferences for the kind
 * say: shown in the portal (always, for deadline reminders), to be mailed when they want it and have an address;
 * neither, no row. A reminder already made for its key is not made again. Answers the ids written.
 */
export async function recordNotifications(db: DbOrTx, kind: NotificationKind, userIds: readonly number[], subject: NoticeSubject): Promise<number[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(userIds.map((id) => sql`${id}`), sql`, `);
  const forcedPortal = isReminderKind(kind);
  const rows = await queryRows<{ id: number }>(db, sql`
    insert into notification (user_id, kind, order_id, payment_id, refund_id, shipment_id, params, in_portal, email_wanted, dedupe_key)
    select u.id, ${kind}, ${subject.orderId ?? null}::int, ${subject.paymentId ?? null}::int, ${subject.refundId ?? null}::int,
      ${subject.shipmentId ?? null}::int, ${JSON.stringify(subject.params)}::jsonb,
      coalesce(p.portal, true) or ${forcedPortal},
      coalesce(p.email, true) and coalesce(u.email, '') <> '',
      ${subject.dedupeKey ?? null}::text
    from sys_user u left join notification_preference p on p.user_id = u.id and p.kind = ${kind}
    where u.id in (${ids}) and u.enabled
      and (coalesce(p.portal, true) or ${forcedPortal} or (coalesce(p.email, true) and coalesce(u.email, '') <> ''))
    order by u.id
    on conflict (user_id, dedupe_key) do nothing
    returning id`);
  return rows.map((r) => r.id);
}

/** Carries out one decision of the rules table: the buyer, the staff of the kind's permission code, or nobody. */
export async function tell(db: DbOrTx, decision: NotificationDecision, subject: NoticeSubject): Promise<number[]> {
  if ('buyer' in decision) return recordNotifications(db, decision.buyer, [subject.buyerId], subject);
  if ('staff' in decision) {
    const staff = await staffToTell(db, STAFF_KIND_PERMISSION[decision.staff], subject.buyerId);
    return recordNotifications(db, decision.staff, staff, subject);
  }
  return [];
}
