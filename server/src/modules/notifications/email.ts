import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from 'shared-contracts/i18n/locale';
import { isNotificationKind } from 'shared-contracts/mall/notification-rules';
import { queryRows } from '../../db/rows';
import { notificationMail } from './mail-text';

/** One notification's e-mail, sent with the queue's retries (docs/jobs.md). */
export const NOTIFICATION_EMAIL = 'notifications.email';
/** Every minute: a job for each notification still to be mailed (docs/notifications.md "Exactly one e-mail"). */
export const NOTIFICATION_EMAIL_SWEEP = 'notifications.email-sweep';
export const NOTIFICATION_EMAIL_SWEEP_CRON = '* * * * *';
/** A worker's claim on a mail it is sending; older, the worker is taken for dead and another may send it. */
const CLAIM_MINUTES = 10;
/** A notification's job key changes every slot, so a job that ended without mailing is sent again in the next one. */
const SLOT_MS = 10 * 60_000;
/**
 * A mail still not sent this long after its notification (SMTP refusing it for days) is given up: it would arrive
 * after the deadlines it speaks of, and the portal has shown it all along. The outbox keeps the last error.
 */
const GIVE_UP_MS = 3 * 86_400_000;

type Pending = {
  id: number; kind: string; order_id: number | null; refund_id: number | null; params: Record<string, string | number | null>;
  emailed_at: Date | null; email: string | null; name: string; language: string | null;
};

type Outbox = { id: number; recipient: string; subject: string; body: string; html: string | null; sent_at: Date | null };

async function markEmailed(app: FastifyInstance, notificationId: number): Promise<void> {
  await app.db.execute(sql`update notification set emailed_at = now() where id = ${notificationId} and emailed_at is null`);
}

/**
 * Mails one notification, exactly once whatever runs it (two processes, a retry, a sweep's second job):
 * 1. its outbox row is written once (unique `notification_id`; a second writer's insert does nothing);
 * 2. without SMTP that row is the mail (as every mail here: docs/auth-and-registration.md), and the notification is
 *    marked mailed;
 * 3. with SMTP the row is claimed (`claimed_at`, taken by one update of the unsent row) before sending; the one that
 *    claims it sends, records `sent_at`, and marks the notification. A failure frees the claim and throws, so the
 *    queue retries. A worker that dies between the SMTP answer and recording it is the one case of a second mail.
 */
export async function mailNotification(app: FastifyInstance, notificationId: number): Promise<string> {
  const [n] = await queryRows<Pending>(app.db, sql`
    select n.id, n.kind, n.order_id, n.refund_id, n.params, n.emailed_at, u.email,
      coalesce(nullif(u.nick_name, ''), u.username) as name, u.language
    from notification n join sys_user u on u.id = n.user_id
    where n.id = ${notificationId} and n.email_wanted`);
  if (!n || n.emailed_at) return 'nothing to send';
  if (!n.email || !isNotificationKind(n.kind)) {
    await app.db.execute(sql`update notification set email_wanted = false where id = ${n.id}`);
    return 'no address';
  }
  const locale = isLocale(n.language) ? n.language : DEFAULT_LOCALE;
  const mail = notificationMail({ kind: n.kind, orderId: n.order_id, refundId: n.refund_id, params: n.params }, locale, n.name, app.config.portalUrl);
  await app.db.execute(sql`
    insert into mail_outbox (recipient, subject, body, html, notification_id)
    values (${n.email}, ${mail.subject}, ${mail.text}, ${mail.html}, ${n.id})
    on conflict (notification_id) do nothing`);

  const transport = app.mailTransport;
  if (!transport) {
    await markEmailed(app, n.id);
    app.log.info({ notificationId: n.id, to: n.email, subject: mail.subject }, 'notification mail kept in outbox (no SMTP configured)');
    return 'kept in outbox';
  }
  const [claimed] = await queryRows<Outbox>(app.db, sql`
    update mail_outbox set claimed_at = now()
    where notification_id = ${n.id} and sent_at is null
      and (claimed_at is null or claimed_at < now() - make_interval(mins => ${CLAIM_MINUTES}))
    returning id, recipient, subject, body, html, sent_at`);
  if (!claimed) return 'sent or being sent elsewhere';
  try {
    await transport.sendMail({
      from: app.mailFrom, to: claimed.recipient, subject: claimed.subject, text: claimed.body, ...(claimed.html ? { html: claimed.html } : {}),
    });
  } catch (err) {
    const message = String((err as Error).message).slice(0, 500);
    await app.db.execute(sql`update mail_outbox set claimed_at = null, error = ${message} where id = ${claimed.id}`);
    throw err;
  }
  await app.db.execute(sql`update mail_outbox set sent_at = now(), error = null where id = ${claimed.id}`);
  await markEmailed(app, n.id);
  return 'sent';
}

/**
 * The sweep: a job per notification still to be mailed, keyed by notification and time slot, so the sweeps of two
 * processes in one minute send one job, and a notification whose job ended without mailing it (its claim held by a
 * worker that died) gets a new one in a later slot.
 */
async function sweepEmails(app: FastifyInstance, now: Date): Promise<{ queued: number }> {
  const due = await queryRows<{ id: number }>(app.db, sql`
    select id from notification where email_wanted and emailed_at is null
      and created_at > ${new Date(now.getTime() - GIVE_UP_MS).toISOString()}::timestamptz
    order by id limit 500`);
  const slot = Math.floor(now.getTime() / SLOT_MS);
  let queued = 0;
  for (const { id } of due) {
    if (await app.jobs.sendAt(NOTIFICATION_EMAIL, { notificationId: id }, now, { singletonKey: `notification-${id}-${slot}` })) queued += 1;
  }
  return { queued };
}

/**
 * A sweep as soon as a notification is committed, not at the next minute: the live log tells every process of it
 * (modules/live), and each process that runs jobs sends the sweep under the same key, the log's position, so it runs
 * once. A web-only process leaves it to them, and tests, whose processes run no worker, run the sweeps they want. The
 * minute's sweep stays for what this misses (a worker that was down, a mail that failed).
 */
function sweepWhenNotified(app: FastifyInstance): void {
  if (!app.jobs.worker) return;
  app.liveHub.onCommitted((rows) => {
    const last = rows.findLast((row) => row.entity === 'notification' && row.change === 'created');
    if (!last) return;
    app.jobs.sendAt(NOTIFICATION_EMAIL_SWEEP, {}, app.clock.now(), { singletonKey: `notified-${last.seq}` }).catch((err: unknown) => {
      app.log.warn({ err: (err as Error).message }, 'could not send the notification e-mail sweep; the minute\'s sweep will');
    });
  });
}

export async function declareNotificationEmail(app: FastifyInstance): Promise<void> {
  app.jobs.handle<{ notificationId: number }>(NOTIFICATION_EMAIL, async ({ data }) => mailNotification(app, data.notificationId));
  app.jobs.handle(NOTIFICATION_EMAIL_SWEEP, async ({ now }) => sweepEmails(app, now));
  await app.jobs.schedule(NOTIFICATION_EMAIL_SWEEP, NOTIFICATION_EMAIL_SWEEP_CRON);
  // The live events are registered after this module (app.ts).
  app.addHook('onReady', async () => sweepWhenNotified(app));
}
