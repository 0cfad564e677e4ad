import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDriver, useTestServer, TEST_CAPTCHA, DEMO_PASSWORD } from '../../../test/harness';
import { makeUser, signIn } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { placeOrder } from '../../../test/refund-factory';
import { rows } from '../../../test/rows';
import { useSecondProcess } from '../../../test/second-process';
import { TestClock } from '../../plugins/app/jobs-clock';
import type { MailTransport } from '../../plugins/app/mailer';
import { transitionOrder } from '../orders/transition';
import { mailNotification, NOTIFICATION_EMAIL_SWEEP } from './email';

/**
 * E-mail of notifications (docs/notifications.md): in the language the recipient last used in the portal, with a
 * plain-text part and an HTML part where every value is escaped, sent by the queue; exactly one mail per
 * notification with two processes racing; the recipient's preferences respected.
 */
const clock = new TestClock();
const { server } = useTestServer({ clock });
type Who = { userId: number; token: string };
let buyer: Who;
let goods: MadeGoods;
const NASTY = '<script>alert("x")</script> & \'giá\' sai';

beforeAll(async () => {
  buyer = await makeUser(server, 'mail-buyer', 'purchaser');
  await server.database.db.execute(sql`update sys_user set email = 'mail-buyer@example.vn', nick_name = 'Trần <Bình>' where id = ${buyer.userId}`);
  [goods] = (await makeShop(server, [{ name: '雨伞', skus: [{ attrs: { 颜色: '黑色' }, price: 1999 }] }])).goods as [MadeGoods];
});

type Outbox = { recipient: string; subject: string; body: string; html: string | null; notification_id: number };
const outboxOf = (notificationId: number) =>
  rows<Outbox>(server, sql`select recipient, subject, body, html, notification_id from mail_outbox where notification_id = ${notificationId}`);

/** Refuses a new order of the buyer's with `reason`; answers the buyer's notification of it. */
async function refusedOrder(reason: string): Promise<{ orderId: number; orderNo: string; notificationId: number | null }> {
  const order = await placeOrder(server, buyer, goods, [1]);
  await transitionOrder(server.app.db, {
    orderId: order.id, action: 'refuse', note: reason, actor: { kind: 'staff', userId: 1, may: () => true, scope: { kind: 'all' } },
  });
  const [n] = await rows<{ id: number }>(server, sql`select id from notification where order_id = ${order.id} and kind = 'orderRefused'`);
  return { orderId: order.id, orderNo: order.orderNo, notificationId: n?.id ?? null };
}

/** The sweep queues a job per notification to mail; the next run sends them. */
async function mailWhatIsDue(app: FastifyInstance = server.app) {
  await app.jobs.runNow(NOTIFICATION_EMAIL_SWEEP);
  await app.jobs.runDue();
  await app.jobs.runDue();
}

describe('the language of a user', () => {
  it('is noted at sign-in from the language cookie, and at auth/info from the browser when no cookie says it', async () => {
    await signIn(server, 'buyer');
    const captcha = await server.call('GET', '/auth/code');
    const login = await server.call('POST', '/auth/login', {
      headers: { cookie: 'sidebarStatus=1; language=vi', 'accept-language': 'en-US,en;q=0.9' },
      body: { username: 'buyer', password: DEMO_PASSWORD, code: TEST_CAPTCHA, uuid: captcha.body.uuid, rememberMe: false },
    });
    expect(login.status).toBe(200);
    const languageOf = async () => (await rows<{ language: string | null }>(server, sql`select language from sys_user where username = 'buyer'`))[0]?.language;
    expect(await languageOf()).toBe('vi');
    const token = login.body.token as string;
    await server.call('GET', '/auth/info', { token, headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(await languageOf()).toBe('en');
    // A request that names no language the portal speaks changes nothing.
    await server.call('GET', '/auth/info', { token, headers: { 'accept-language': 'de-DE' } });
    expect(await languageOf()).toBe('en');
  });
});

describe('a notification by e-mail', () => {
  it('is written in the recipient\'s language, with a plain-text part and an escaped HTML part, and links to the page', async () => {
    await server.database.db.execute(sql`update sys_user set language = 'vi' where id = ${buyer.userId}`);
    const { orderId, orderNo, notificationId } = await refusedOrder(NASTY);
    expect(notificationId).not.toBeNull();
    await mailWhatIsDue();
    const [mail] = await outboxOf(notificationId ?? 0);
    expect(mail).toBeDefined();
    expect(mail?.recipient).toBe('mail-buyer@example.vn');
    expect(mail?.subject).toBe(`Đơn hàng ${orderNo} không được tiếp nhận`);
    expect(mail?.body).toContain(`Lý do: ${NASTY}.`);
    expect(mail?.body).toContain(`Xin chào Trần <Bình>,`);
    expect(mail?.body).toContain(`Xem đơn hàng: http://localhost:${server.config.port}/myOrderDetail/${orderId}`);
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;giá&#39; sai');
    expect(mail?.html).toContain('Trần &lt;Bình&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<Bình>');
    expect(mail?.html).toContain(`href="http://localhost:${server.config.port}/myOrderDetail/${orderId}"`);
    const [n] = await rows<{ emailed_at: Date | null }>(server, sql`select emailed_at from notification where id = ${notificationId}`);
    expect(n?.emailed_at).not.toBeNull();
  });

  it.each([['en', 'was not accepted'], ['cn', '未被受理'], [null, '未被受理']] as const)('language %s reads "%s" (none noted: Chinese, the default)', async (language, words) => {
    await server.database.db.execute(sql`update sys_user set language = ${language} where id = ${buyer.userId}`);
    const { notificationId } = await refusedOrder('Hết hàng');
    await mailWhatIsDue();
    expect((await outboxOf(notificationId ?? 0))[0]?.subject).toContain(words);
  });

  it('respects the preferences: no mail when e-mail is off, a mail but no portal entry when the portal is off, nothing when both are', async () => {
    const put = (items: unknown) => server.call('PUT', '/api/notifications/preferences', { token: buyer.token, body: { items } });
    expect((await put([{ kind: 'orderRefused', portal: true, email: false }])).status).toBe(200);
    const quiet = await refusedOrder('Hết hàng');
    await mailWhatIsDue();
    expect(await outboxOf(quiet.notificationId ?? 0)).toEqual([]);
    const listed = await server.call('GET', '/api/notifications?kind=orderRefused&size=50', { token: buyer.token });
    expect(listed.body.content.map((n: { id: number }) => n.id)).toContain(quiet.notificationId);

    expect((await put([{ kind: 'orderRefused', portal: false, email: true }])).status).toBe(200);
    const mailOnly = await refusedOrder('Hết hàng');
    await mailWhatIsDue();
    expect(await outboxOf(mailOnly.notificationId ?? 0)).toHaveLength(1);
    const again = await server.call('GET', '/api/notifications?kind=orderRefused&size=50', { token: buyer.token });
    expect(again.body.content.map((n: { id: number }) => n.id)).not.toContain(mailOnly.notificationId);

    expect((await put([{ kind: 'orderRefused', portal: false, email: false }])).status).toBe(200);
    expect((await refusedOrder('Hết hàng')).notificationId).toBeNull();
    expect((await put([{ kind: 'orderRefused', portal: true, email: true }])).status).toBe(200);
  });

  it('is given up three days after its notification, when it never could be sent', async () => {
    const { notificationId } = await refusedOrder('Hết hàng');
    await server.database.db.execute(sql`update notification set created_at = now() - interval '73 hours' where id = ${notificationId}`);
    await mailWhatIsDue();
    expect(await outboxOf(notificationId ?? 0)).toEqual([]);
  });

  it('a failed SMTP send is retried by the queue and then sent once', async () => {
    const sent: string[] = [];
    let failures = 1;
    const original = server.app.mailTransport;
    server.app.mailTransport = {
      sendMail: async (m) => {
        if (failures-- > 0) throw new Error('421 try again later');
        sent.push(m.subject);
      },
    };
    try {
      const { notificationId } = await refusedOrder('Hết hàng');
      await expect(mailNotification(server.app, notificationId ?? 0)).rejects.toThrow('421');
      const [failed] = await rows<{ error: string; sent_at: Date | null; claimed_at: Date | null }>(server, sql`
        select error, sent_at, claimed_at from mail_outbox where notification_id = ${notificationId}`);
      expect(failed).toMatchObject({ error: '421 try again later', sent_at: null, claimed_at: null });
      expect(await mailNotification(server.app, notificationId ?? 0)).toBe('sent');
      expect(await mailNotification(server.app, notificationId ?? 0)).toBe('nothing to send');
      expect(sent).toHaveLength(1);
    } finally {
      server.app.mailTransport = original;
    }
  });
});

/**
 * Two server processes on one database (PostgreSQL: a pool each; PGlite: one client, as jobs-processes.test.ts
 * does), both with SMTP, both sweeping and mailing the same notifications at once.
 */
describe(`exactly one e-mail per notification with two processes on ${testDriver}`, () => {
  const secondProcess = useSecondProcess(server, clock);

  it('sends each of 12 notifications once, whichever process takes it', async () => {
    const sends = new Map<string, number>();
    const transport = (): MailTransport => ({
      sendMail: async (m) => {
        // Slow, so both processes are inside a send at once.
        await new Promise((r) => setTimeout(r, 15));
        sends.set(m.subject, (sends.get(m.subject) ?? 0) + 1);
      },
    });
    const original = server.app.mailTransport;
    server.app.mailTransport = transport();
    const second = secondProcess.app();
    second.mailTransport = transport();
    try {
      await server.database.db.execute(sql`update sys_user set language = 'en' where id = ${buyer.userId}`);
      const made: number[] = [];
      for (let i = 0; i < 12; i++) made.push((await refusedOrder(`Reason ${i}`)).notificationId ?? 0);
      // Both processes race on every notification directly, then both sweep and run what is due.
      await Promise.all(made.flatMap((id) => [mailNotification(server.app, id), mailNotification(second, id)]));
      await Promise.all([mailWhatIsDue(server.app), mailWhatIsDue(second)]);
      const outbox = await rows<{ notification_id: number; n: number; sent: number }>(server, sql`
        select notification_id, count(*)::int as n, count(sent_at)::int as sent from mail_outbox
        where notification_id in (${sql.join(made.map((id) => sql`${id}`), sql`, `)}) group by notification_id`);
      expect(outbox).toHaveLength(12);
      expect(outbox.every((r) => r.n === 1 && r.sent === 1)).toBe(true);
      const subjects = await rows<{ subject: string }>(server, sql`select subject from mail_outbox where notification_id in (${sql.join(made.map((id) => sql`${id}`), sql`, `)})`);
      for (const { subject } of subjects) expect(sends.get(subject), subject).toBe(1);
    } finally {
      server.app.mailTransport = original;
    }
  });
});
