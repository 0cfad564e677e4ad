import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { notificationPageSchema, notificationPreferencesSchema, notificationSchema } from 'shared-contracts/api/notifications';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { recordAnswers, type AnswerRecorder } from '../../../test/answer-recorder';
import { answerChecker } from '../../../test/openapi-answers';
import { openApiDocument } from '../../../test/openapi-document';
import { makeStaff } from '../../../test/staff-factory';
import { recordNotifications } from './record';

/**
 * The notification calls (docs/notifications.md): my list with paging and filters, the unread count, marking one or
 * all read, my preferences; another user's notification is 404; bad input is 400 with a message key. Every answer
 * is checked against the OpenAPI document.
 */
const { server } = useTestServer();
type Who = { userId: number; token: string };
let buyer: Who;
let other: Who;
let recorder: AnswerRecorder;

beforeAll(async () => {
  buyer = await makeUser(server, 'bell-buyer', 'purchaser');
  other = await makeUser(server, 'bell-other', 'purchaser');
  recorder = recordAnswers(server.url);
});
afterAll(async () => {
  recorder.stop();
  const check = answerChecker(await openApiDocument(server));
  const problems = recorder.answers.map((a) => ({ a, c: check(a) })).filter(({ c }) => c.problem || !c.operation)
    .map(({ a, c }) => `${a.method} ${a.url} → ${a.status}: ${c.problem ?? 'undocumented'}`);
  expect(problems).toEqual([]);
});

const get = (path: string, who: Who = buyer) => server.call('GET', path, { token: who.token });
const post = (path: string, who: Who = buyer) => server.call('POST', path, { token: who.token });
const tellBuyer = (kind: 'orderAccepted' | 'paymentApproved' | 'shipmentShipped', n: number) =>
  recordNotifications(server.app.db, kind, [buyer.userId], { buyerId: buyer.userId, params: { orderNo: `DD${n}`, trackingNo: `<VTP${n}>`, payment: 'deposit' } });

describe('my notifications', () => {
  it('are listed newest first in pages, by read state and kind, with the unread count', async () => {
    for (let i = 1; i <= 7; i++) await tellBuyer(i % 2 ? 'orderAccepted' : 'shipmentShipped', i);
    await recordNotifications(server.app.db, 'orderAccepted', [other.userId], { buyerId: other.userId, params: { orderNo: 'DD-other' } });

    const first = notificationPageSchema.parse((await get('/api/notifications?size=3')).body);
    expect(first.totalElements).toBe(7);
    expect(first.unread).toBe(7);
    expect(first.content.map((n) => n.params.orderNo)).toEqual(['DD7', 'DD6', 'DD5']);
    const last = notificationPageSchema.parse((await get('/api/notifications?size=3&page=2')).body);
    expect(last.content.map((n) => n.params.orderNo)).toEqual(['DD1']);
    const shipped = notificationPageSchema.parse((await get('/api/notifications?kind=shipmentShipped')).body);
    expect(shipped.content.map((n) => n.params.orderNo)).toEqual(['DD6', 'DD4', 'DD2']);
    expect(shipped.content[0]?.params.trackingNo).toBe('<VTP6>');
    expect(shipped.content[0]?.link).toBe('/myInvoicesOrder');
    expect((await get('/api/notifications/unread-count')).body).toEqual({ unread: 7 });
  });

  it('are marked read one at a time (again: no change) or all at once; someone else\'s is not found', async () => {
    const page = notificationPageSchema.parse((await get('/api/notifications?size=1')).body);
    const newest = page.content[0];
    if (!newest) throw new Error('no notification');
    const marked = await post(`/api/notifications/${newest.id}/read`);
    expect(marked.status).toBe(200);
    const readAt = notificationSchema.parse(marked.body).readAt;
    expect(readAt).not.toBeNull();
    expect(notificationSchema.parse((await post(`/api/notifications/${newest.id}/read`)).body).readAt).toBe(readAt);
    expect((await get('/api/notifications/unread-count')).body).toEqual({ unread: 6 });
    expect((await post(`/api/notifications/${newest.id}/read`, other)).body).toEqual({ status: 404, message: 'mall.notificationNotFound' });
    expect(notificationPageSchema.parse((await get('/api/notifications?state=read')).body).content.map((n) => n.id)).toEqual([newest.id]);
    expect(notificationPageSchema.parse((await get('/api/notifications?state=unread')).body).totalElements).toBe(6);

    expect((await post('/api/notifications/read-all')).body).toEqual({ marked: 6 });
    expect((await get('/api/notifications/unread-count')).body).toEqual({ unread: 0 });
    expect((await get('/api/notifications/unread-count', other)).body).toEqual({ unread: 1 });
  });

  it('answers bad input with 400 and a message key, and no token with 401', async () => {
    expect((await get('/api/notifications?size=500')).body).toMatchObject({ status: 400, message: 'validation.invalidNumber' });
    expect((await get('/api/notifications?page=-1')).body).toMatchObject({ status: 400, message: 'validation.invalidNumber' });
    expect((await get('/api/notifications?kind=lottery')).body).toMatchObject({ status: 400, message: 'mall.notificationKindInvalid' });
    expect((await get('/api/notifications?state=maybe')).status).toBe(400);
    expect((await post('/api/notifications/abc/read')).status).toBe(400);
    expect((await server.call('GET', '/api/notifications')).status).toBe(401);
  });
});

describe('my preferences', () => {
  const put = (items: unknown, who: Who = buyer) => server.call('PUT', '/api/notifications/preferences', { token: who.token, body: { items } });

  it('list the kinds I can receive, both channels on until changed; reminders stay in the portal', async () => {
    const prefs = notificationPreferencesSchema.parse((await get('/api/notifications/preferences')).body);
    expect(prefs.items.map((p) => p.kind)).not.toContain('orderAwaitingAcceptance');
    expect(prefs.items.find((p) => p.kind === 'depositReminder')).toEqual({ kind: 'depositReminder', portal: true, email: true, portalLocked: true });
    expect(prefs.items.find((p) => p.kind === 'shipmentShipped')).toEqual({ kind: 'shipmentShipped', portal: true, email: true, portalLocked: false });

    const saved = await put([{ kind: 'shipmentShipped', portal: false, email: true }, { kind: 'depositReminder', portal: true, email: false }]);
    expect(saved.status).toBe(200);
    const after = notificationPreferencesSchema.parse(saved.body);
    expect(after.items.find((p) => p.kind === 'shipmentShipped')).toMatchObject({ portal: false, email: true });
    expect(after.items.find((p) => p.kind === 'depositReminder')).toMatchObject({ portal: true, email: false });
    expect(after.items.find((p) => p.kind === 'orderAccepted')).toMatchObject({ portal: true, email: true });
  });

  it('refuse a reminder out of the portal, a kind I cannot receive, a kind twice, and malformed bodies', async () => {
    expect((await put([{ kind: 'balanceReminder', portal: false, email: false }])).body).toMatchObject({ status: 400, message: 'mall.reminderPortalRequired' });
    expect((await put([{ kind: 'orderAwaitingAcceptance', portal: false, email: false }])).body).toMatchObject({ status: 400, message: 'mall.notificationKindInvalid' });
    expect((await put([{ kind: 'nonsense', portal: true, email: true }])).body).toMatchObject({ status: 400, message: 'mall.notificationKindInvalid' });
    expect((await put([{ kind: 'orderAccepted', portal: true, email: true }, { kind: 'orderAccepted', portal: false, email: true }])).body)
      .toMatchObject({ status: 400, message: 'mall.notificationKindInvalid' });
    expect((await put([])).body).toMatchObject({ status: 400, message: 'validation.required' });
    expect((await put([{ kind: 'orderAccepted', portal: 'yes', email: true }])).status).toBe(400);
    // Nothing of a refused request was saved.
    const prefs = notificationPreferencesSchema.parse((await get('/api/notifications/preferences')).body);
    expect(prefs.items.find((p) => p.kind === 'orderAccepted')).toMatchObject({ portal: true, email: true });
  });

  it('offer staff the kinds of the permission codes they hold', async () => {
    const reviewer = await makeStaff(server, { username: 'bell-reviewer', permissions: ['payment:list', 'payment:review'] });
    const kinds = notificationPreferencesSchema.parse((await get('/api/notifications/preferences', reviewer)).body).items.map((p) => p.kind);
    expect(kinds).toContain('paymentAwaitingReview');
    expect(kinds).not.toContain('refundRequested');
    expect((await put([{ kind: 'paymentAwaitingReview', portal: true, email: false }], reviewer)).status).toBe(200);
    const [row] = (await server.database.db.execute(sql`select email from notification_preference where user_id = ${reviewer.userId}`) as unknown as { rows: { email: boolean }[] }).rows;
    expect(row?.email).toBe(false);
  });
});
