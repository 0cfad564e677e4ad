import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { connectDatabase } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { testDriver, useTestServer } from '../../../test/harness';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { placeOrder, type Who } from '../../../test/refund-factory';
import { makeDept, makeStaff, tokenFor, type Staff } from '../../../test/staff-factory';
import { recordAnswers } from '../../../test/answer-recorder';
import { answerChecker } from '../../../test/openapi-answers';
import { openApiDocument } from '../../../test/openapi-document';
import { buyerIn } from '../data-scope/scope-test-kit';
import { recordNotifications } from '../notifications/record';
import { trimEvents } from './live-log';
import { openStream, sleep, type OpenStream } from './live-test-kit';

/**
 * Live pages (docs/notifications.md "Live pages"), on the database TEST_DB names: a change reaches open streams,
 * only those who may see the buyer hear of it, a resume with Last-Event-ID loses and repeats nothing (one that is
 * not a position is 400, one beyond the log resets), a revoked or expired session's stream closes, and (PostgreSQL) another process's change arrives within a second.
 */
const { server } = useTestServer();
let goods: MadeGoods;
let buyerA: Who;
let buyerB: Who;
let staffA: Staff;
let staffAll: Staff;
let staffNoCode: Staff;
const open: OpenStream[] = [];
const stream = async (token: string, lastEventId?: string | null) => {
  const s = await openStream(server.url, token, lastEventId);
  open.push(s);
  return s;
};

beforeAll(async () => {
  [goods] = (await makeShop(server, [{ name: '实时测试商品', skus: [{ attrs: { 颜色: '蓝' }, price: 1_000 }] }])).goods as [MadeGoods];
  const deptA = await makeDept(server, 'live-A', null);
  const deptB = await makeDept(server, 'live-B', null);
  buyerA = await buyerIn(server, 'live-buyer-a', deptA);
  buyerB = await buyerIn(server, 'live-buyer-b', deptB);
  staffA = await makeStaff(server, { username: 'live-staff-a', permissions: ['order:accept', 'order:list'], dataScope: 'custom', scopeDeptIds: [deptA] });
  staffAll = await makeStaff(server, { username: 'live-staff-all', permissions: ['order:list'], dataScope: 'all' });
  staffNoCode = await makeStaff(server, { username: 'live-staff-none', permissions: ['user:list'], dataScope: 'all' });
});
afterAll(() => open.forEach((s) => s.close()));

const hasOrder = (id: number) => (events: { entity: string; id: number }[]) => events.some((e) => e.entity === 'order' && e.id === id);

describe('the live events stream', () => {
  it('needs the token in the Authorization header', async () => {
    const res = await server.call('GET', '/api/events');
    expect(res.status).toBe(401);
  });

  it('brings a change to the open streams of those who may see the buyer, and nobody else', async () => {
    const [a, b, sa, all, none] = await Promise.all([buyerA, buyerB, staffA, staffAll, staffNoCode].map((w) => stream(w.token)));
    if (!a || !b || !sa || !all || !none) throw new Error('streams not open');
    expect(a.status).toBe(200);
    const orderA = await placeOrder(server, buyerA, goods, [1]);
    const orderB = await placeOrder(server, buyerB, goods, [1]);
    await a.waitFor(hasOrder(orderA.id));
    await b.waitFor(hasOrder(orderB.id));
    await all.waitFor((e) => hasOrder(orderA.id)(e) && hasOrder(orderB.id)(e));
    // staff scoped to A's department: A's order, and the notification that it waits for acceptance.
    await sa.waitFor((e) => hasOrder(orderA.id)(e) && e.some((x) => x.entity === 'notification' && x.orderId === orderA.id));
    // Delivery is in log order: once a later change of A's arrived, B's (before it) would have too.
    const laterA = await placeOrder(server, buyerA, goods, [2]);
    await sa.waitFor(hasOrder(laterA.id));
    expect(sa.events.filter((e) => e.orderId === orderB.id)).toEqual([]);
    expect(b.events.filter((e) => e.orderId === orderA.id || e.orderId === laterA.id)).toEqual([]);
    expect(a.events.filter((e) => e.orderId === orderB.id)).toEqual([]);
    // No order code: nothing of any buyer; its own notification only.
    const [mine] = await recordNotifications(server.app.db, 'orderAccepted', [staffNoCode.userId], { buyerId: staffNoCode.userId, params: {} });
    await none.waitFor((e) => e.some((x) => x.entity === 'notification' && x.id === mine));
    expect(none.events.map((e) => e.entity)).toEqual(['notification']);
    // Events come in log order, each once.
    const seqs = all.events.map((e) => e.seq);
    expect(seqs).toEqual([...new Set(seqs)].sort((x, y) => x - y));
  });

  it('resumes after Last-Event-ID without losing or repeating an event, from memory and from the table', async () => {
    const first = await stream(buyerA.token);
    const o1 = await placeOrder(server, buyerA, goods, [1]);
    await first.waitFor(hasOrder(o1.id));
    const resumeAt = first.lastId();
    first.close();
    const o2 = await placeOrder(server, buyerA, goods, [1]);
    const o3 = await placeOrder(server, buyerA, goods, [1]);
    const expected = async (after: string) => (await queryRows<{ seq: number }>(server.app.db, sql`
      select seq from live_event where seq > ${Number(after)} and (buyer_id = ${buyerA.userId}
        or (entity = 'notification' and user_id = ${buyerA.userId})) order by seq`)).map((r) => Number(r.seq));

    const fromMemory = await stream(buyerA.token, resumeAt);
    await fromMemory.waitFor((e) => hasOrder(o2.id)(e) && hasOrder(o3.id)(e));
    await sleep(300);
    expect(fromMemory.events.map((e) => e.seq)).toEqual(await expected(resumeAt ?? '0'));

    server.app.liveHub.forgetRecent();
    const fromTable = await stream(buyerA.token, resumeAt);
    await fromTable.waitFor((e) => hasOrder(o3.id)(e));
    const o4 = await placeOrder(server, buyerA, goods, [1]);
    await fromTable.waitFor(hasOrder(o4.id));
    await sleep(300);
    expect(fromTable.events.map((e) => e.seq)).toEqual(await expected(resumeAt ?? '0'));
  });

  it('tells a stream too far behind (its events trimmed) to read everything again', async () => {
    const s = await stream(buyerA.token);
    const o = await placeOrder(server, buyerA, goods, [1]);
    await s.waitFor(hasOrder(o.id));
    const old = s.lastId();
    await placeOrder(server, buyerA, goods, [1]);
    await sleep(200);
    await trimEvents(server.app.db, new Date(Date.now() + 3_600_000), 0.5);
    await placeOrder(server, buyerA, goods, [1]);
    server.app.liveHub.forgetRecent();
    const behind = await stream(buyerA.token, old);
    await expect.poll(() => behind.names).toContain('reset');
  });

  it('refuses a Last-Event-ID that is not a log position: 400 with its message key, as documented, nothing streamed', async () => {
    // Only these answers are recorded: the recorder reads a whole body, and a stream's does not end.
    const recorder = recordAnswers(server.url);
    try {
      for (const value of ['abc', '-1', '1.5', '1e3', '0x10', '99999999999999999999', '9007199254740992']) {
        const res = await server.call('GET', '/api/events', { token: buyerA.token, headers: { 'last-event-id': value } });
        expect(res.status, value).toBe(400);
        expect(res.body, value).toMatchObject({ status: 400, message: 'mall.lastEventIdInvalid' });
        expect(res.headers.get('content-type'), value).toMatch(/^application\/json/);
      }
    } finally {
      recorder.stop();
    }
    const doc = await openApiDocument(server);
    const check = answerChecker(doc);
    expect(recorder.answers.map((a) => check(a).problem ?? (check(a).operation ? null : 'undocumented'))).toEqual(recorder.answers.map(() => null));
    const op = doc.paths['/api/events']?.get;
    expect(Object.keys(op?.responses ?? {})).toEqual(['200', '400', '401']);
    expect(JSON.stringify(op)).toContain('last-event-id');
    // Empty: a new stream from now on.
    const fresh = await stream(buyerA.token, '');
    expect(fresh.status).toBe(200);
    const o = await placeOrder(server, buyerA, goods, [1]);
    await fresh.waitFor(hasOrder(o.id));
    expect(fresh.names).not.toContain('reset');
  });

  it('tells a stream resuming from beyond the log to read everything again, then brings it the next change', async () => {
    // Without the reset the stream would wait, silent, for a million events before sending one.
    const beyond = await stream(buyerA.token, String(server.app.liveHub.last + 1_000_000));
    await expect.poll(() => beyond.names).toContain('reset');
    expect(Number(beyond.lastId())).toBeLessThan(server.app.liveHub.last + 1_000_000);
    const o = await placeOrder(server, buyerA, goods, [1]);
    await beyond.waitFor(hasOrder(o.id));
    // A position ahead of this process's hub but given by the log (another process sent it first) is no reset.
    const given = String(server.app.liveHub.last);
    const current = await stream(buyerA.token, given);
    const o2 = await placeOrder(server, buyerA, goods, [1]);
    await current.waitFor(hasOrder(o2.id));
    expect(current.names).not.toContain('reset');
  });

  it('closes when the session is signed out, and when it expires', async () => {
    const token = await tokenFor(server, buyerA.userId);
    const s = await stream(token);
    expect((await server.call('DELETE', '/auth/logout', { token })).status).toBe(200);
    await Promise.race([s.ended, sleep(2_000).then(() => { throw new Error('stream still open after logout'); })]);

    const token2 = await tokenFor(server, buyerA.userId);
    const s2 = await stream(token2);
    await server.app.db.execute(sql`update auth_token set expires_at = now() - interval '1 second' where user_id = ${buyerA.userId} and revoked_at is null`);
    await server.app.liveHub.checkSessions();
    await Promise.race([s2.ended, sleep(2_000).then(() => { throw new Error('stream still open after expiry'); })]);
    expect((await openStream(server.url, token2)).status).toBe(401);
  });

  it.skipIf(testDriver !== 'postgres')('brings a change made in another server process within a second, and closes there on a logout here', async () => {
    const database = await connectDatabase({ databaseUrl: server.config.databaseUrl, dataDir: null });
    const other = await buildApp(server.config, database);
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(other.server.address() as { port: number }).port}`;
      const token = await tokenFor(server, staffAll.userId);
      const s = await openStream(url, token);
      open.push(s);
      // Placed through the first process; its answer leaves after the commit, and the event is due a second later.
      const order = await placeOrder(server, buyerB, goods, [1]);
      await s.waitFor(hasOrder(order.id), 1_000);
      // Signed out through the first process: the second closes its stream (the principals' notice reaches it).
      expect((await server.call('DELETE', '/auth/logout', { token })).status).toBe(200);
      await Promise.race([s.ended, sleep(2_000).then(() => { throw new Error('stream in the other process still open after logout'); })]);
    } finally {
      await other.close();
    }
  });
});
