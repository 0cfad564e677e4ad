import { sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { NotificationPreferencesBody } from 'shared-contracts/api/notifications';
import {
  BUYER_NOTIFICATION_KINDS, STAFF_KIND_PERMISSION, STAFF_NOTIFICATION_KINDS, isReminderKind, type NotificationKind,
} from 'shared-contracts/mall/notification-rules';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';
import type { Principal } from '../auth/tokens';
import { hasPermission } from '../../plugins/app/auth-guard';

/** The kinds a user can receive: every buyer kind, and the staff kinds of the permission codes they hold. */
export function kindsFor(principal: Principal): NotificationKind[] {
  return [
    ...BUYER_NOTIFICATION_KINDS,
    ...STAFF_NOTIFICATION_KINDS.filter((kind) => hasPermission(principal, [STAFF_KIND_PERMISSION[kind]])),
  ];
}

export async function readPreferences(db: Db, principal: Principal) {
  const rows = await queryRows<{ kind: string; portal: boolean; email: boolean }>(db, sql`
    select kind, portal, email from notification_preference where user_id = ${principal.userId}`);
  return {
    items: kindsFor(principal).map((kind) => {
      const saved = rows.find((r) => r.kind === kind);
      const locked = isReminderKind(kind);
      return { kind, portal: locked || (saved?.portal ?? true), email: saved?.email ?? true, portalLocked: locked };
    }),
  };
}

/**
 * Saves the kinds given (the others keep theirs). A deadline reminder cannot leave the portal (400
 * mall.reminderPortalRequired: missing it closes an order); a kind the user cannot receive is 400
 * mall.notificationKindInvalid. All or nothing.
 */
export async function savePreferences(db: Db, principal: Principal, body: NotificationPreferencesBody) {
  const allowed = kindsFor(principal);
  for (const item of body.items) {
    if (!allowed.includes(item.kind)) throw new HttpError(400, MessageKey.notificationKindInvalid);
    if (isReminderKind(item.kind) && !item.portal) throw new HttpError(400, MessageKey.reminderPortalRequired);
  }
  await db.transaction(async (tx) => {
    for (const item of body.items) {
      await tx.execute(sql`
        insert into notification_preference (user_id, kind, portal, email, updated_at)
        values (${principal.userId}, ${item.kind}, ${item.portal}, ${item.email}, now())
        on conflict (user_id, kind) do update set portal = excluded.portal, email = excluded.email, updated_at = now()`);
    }
  });
  return readPreferences(db, principal);
}
