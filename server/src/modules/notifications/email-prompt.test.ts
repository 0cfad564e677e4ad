import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { eventually, migratedDatabase, readyApp } from '../../plugins/app/jobs-test-kit';
import { NOTIFICATION_EMAIL_SWEEP } from './email';
import { recordNotifications } from './record';

/**
 * With a worker running (as every process of `npm start`), a notification's e-mail goes out within seconds of the
 * notification's commit, without waiting for the minute's sweep (docs/notifications.md "Exactly one e-mail").
 */
let db: Awaited<ReturnType<typeof migratedDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  db = await migratedDatabase();
  app = await readyApp(db.database, { env: { JOBS_WORKER: 'true', JOBS_POLL_SECONDS: '0.5' } });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

it('is mailed soon after the notification is committed, with the minute\'s sweep paused', async () => {
  // Paused, the minute's sweep cannot be what mails it.
  await app.jobs.pause(NOTIFICATION_EMAIL_SWEEP, null);
  const [user] = await queryRows<{ id: number }>(app.db, sql`
    insert into sys_user (username, username_canonical, nick_name, email, email_canonical, password_hash, account_type, language)
    values ('prompt-buyer', 'prompt-buyer', 'Lê Thu', 'prompt-buyer@example.vn', 'prompt-buyer@example.vn', 'x', 'purchaser', 'vi')
    returning id`);
  const [id] = await recordNotifications(app.db, 'orderRefused', [user!.id], { buyerId: user!.id, params: { orderNo: 'PO2611290001', reason: 'Hết hàng' } });
  const outbox = () => queryRows<{ subject: string }>(app.db, sql`select subject from mail_outbox where notification_id = ${id!}`);
  await eventually(async () => (await outbox()).length > 0, 10_000);
  expect((await outbox()).map((m) => m.subject)).toEqual(['Đơn hàng PO2611290001 không được tiếp nhận']);
});
