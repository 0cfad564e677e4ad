import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { onlineSessionPageSchema, type OnlineSession } from 'shared-contracts/api/online-users';
import { TEST_CAPTCHA, useTestServer, DEMO_PASSWORD } from '../../../test/harness';
import { makeStaff } from '../../../test/staff-factory';
import { downloadSheet } from '../exports/sheet-test-kit';

const { server, tokens } = useTestServer({ signIn: ['admin', 'operator', 'buyer'] });

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in through the login route with a browser's User-Agent; answers the token. */
async function signInWith(username: string, userAgent: string): Promise<string> {
  const captcha = await server.call('GET', '/auth/code');
  const res = await server.call('POST', '/auth/login', {
    body: { username, password: DEMO_PASSWORD, code: TEST_CAPTCHA, uuid: captcha.body.uuid, rememberMe: false },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

const list = async (query = '', token = tokens.admin) => {
  const res = await server.call('GET', `/api/auth/online${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return onlineSessionPageSchema.parse(res.body);
};
const kick = (ids: unknown, token = tokens.admin) => server.call('DELETE', '/api/auth/online', { token, body: ids });
const info = (token: string) => server.call('GET', '/auth/info', { token });
const sessionOf = (page: { content: OnlineSession[] }, username: string) => page.content.filter((s) => s.username === username);

describe('GET api/auth/online', () => {
  it('lists the live sessions with user, department, IP, browser, OS and times; the caller\'s own flagged', async () => {
    const buyerToken = await signInWith('buyer', SAFARI_IPHONE);
    const page = await list('?size=100');
    const mine = page.content.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ username: 'admin', current: true, kickable: false });
    const buyer = sessionOf(page, 'buyer').find((s) => s.browser === 'Safari 17');
    expect(buyer).toMatchObject({ os: 'iOS 17.5', ip: '127.0.0.1', current: false, kickable: true, rememberMe: false });
    const operator = sessionOf(page, 'operator')[0];
    expect(operator?.dept?.nameI18n.en).toBe('Operations');
    expect(Date.parse(buyer?.loginTime ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(buyer?.lastActiveTime ?? '')).toBeGreaterThanOrEqual(Date.parse(buyer?.loginTime ?? '') - 1000);
    // Newest sign-in first.
    const times = page.content.map((s) => Date.parse(s.loginTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.totalElements).toBe(page.content.length);
    await kick([buyer?.id]);
    expect((await info(buyerToken)).status).toBe(401);
  });

  it('filters by username, nickname or IP text and pages', async () => {
    const byName = await list('?filter=BUY');
    expect(byName.content.length).toBeGreaterThan(0);
    expect(byName.content.every((s) => s.username === 'buyer')).toBe(true);
    const opNick = (await list('?filter=operator')).content[0]?.nickName ?? '';
    expect((await list(`?filter=${encodeURIComponent(opNick.slice(0, 4))}`)).content.some((s) => s.username === 'operator')).toBe(true);
    expect((await list('?filter=127.0.0')).totalElements).toBe((await list('?size=100')).content.filter((s) => s.ip?.includes('127.0.0')).length);
    expect((await list('?filter=%25')).totalElements).toBe(0);
    const all = await list('?size=100');
    const second = await list('?page=1&size=1');
    expect(second.content.map((s) => s.id)).toEqual([all.content[1]?.id]);
    expect(second.totalElements).toBe(all.totalElements);
  });

  it('leaves out revoked, expired and idle sessions', async () => {
    const token = await signInWith('buyer', CHROME_WINDOWS);
    const before = sessionOf(await list('?size=100'), 'buyer').length;
    await server.call('DELETE', '/auth/logout', { token });
    expect(sessionOf(await list('?size=100'), 'buyer').length).toBe(before - 1);
  });
});

describe('DELETE api/auth/online', () => {
  it('kicks sessions out at once; the user\'s other sessions and everyone else keep working', async () => {
    const phone = await signInWith('buyer', SAFARI_IPHONE);
    const desktop = await signInWith('buyer', CHROME_WINDOWS);
    const buyerSessions = sessionOf(await list('?filter=buyer&size=100'), 'buyer');
    const phoneSession = buyerSessions.find((s) => s.browser === 'Safari 17');
    expect(phoneSession).toBeDefined();
    expect((await info(phone)).status).toBe(200);
    expect((await kick([phoneSession?.id])).body).toEqual({ ok: true });
    expect((await info(phone)).status).toBe(401);
    expect((await info(desktop)).status).toBe(200);
    expect((await info(tokens.admin)).status).toBe(200);
    expect(sessionOf(await list('?size=100'), 'buyer').some((s) => s.id === phoneSession?.id)).toBe(false);
    // Kicking a session that has just ended is no error.
    expect((await kick([phoneSession?.id])).status).toBe(200);
  });

  it('refuses the caller\'s own current session with a translated message, and kicks nothing then', async () => {
    const other = await signInWith('buyer', CHROME_WINDOWS);
    const page = await list('?size=100');
    const own = page.content.find((s) => s.current);
    const buyer = sessionOf(page, 'buyer')[0];
    expect((await kick([buyer?.id, own?.id])).body).toEqual({ status: 400, message: MessageKey.monOnlineSelfKick });
    expect((await info(other)).status).toBe(200);
    expect((await info(tokens.admin)).status).toBe(200);
  });

  it('answers bad ids with 400 and unknown ones with 404 (all or none)', async () => {
    for (const body of [[], ['x'], [-1], [1.5], {}, 'x', [2 ** 40]]) {
      const res = await kick(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const victim = await signInWith('buyer', CHROME_WINDOWS);
    const id = sessionOf(await list('?filter=buyer&size=100'), 'buyer')[0]?.id;
    expect((await kick([id, 999_999])).body).toEqual({ status: 404, message: MessageKey.monOnlineNotFound });
    expect((await info(victim)).status).toBe(200);
  });

  it('keeps to the data scope and the role levels', async () => {
    const self = await makeStaff(server, { username: 'online_self', permissions: ['online:list', 'online:del'], level: 3, dataScope: 'self', deptId: null });
    const seen = await list('?size=100', self.token);
    expect(seen.content.map((s) => s.username)).toEqual(['online_self']);
    const buyerSession = sessionOf(await list('?size=100'), 'buyer')[0];
    expect((await kick([buyerSession?.id], self.token)).body).toEqual({ status: 404, message: MessageKey.monOnlineNotFound });

    const low = await makeStaff(server, { username: 'online_low', permissions: ['online:list', 'online:del'], level: 3, dataScope: 'all', deptId: null });
    const page = await list('?size=100', low.token);
    const adminSession = sessionOf(page, 'admin')[0];
    expect(adminSession?.kickable).toBe(false);
    expect(sessionOf(page, 'buyer')[0]?.kickable).toBe(true);
    expect((await kick([adminSession?.id], low.token)).body).toEqual({ status: 403, message: MessageKey.sysLevelForbidden });
    expect((await info(tokens.admin)).status).toBe(200);
  });
});

describe('GET api/auth/online/download', () => {
  it('exports the filtered sessions in the asked language with local times', async () => {
    await signInWith('buyer', CHROME_WINDOWS);
    const en = await downloadSheet(server, '/api/auth/online/download?filter=buyer&lang=en&tzOffset=420', tokens.admin);
    expect(en.name).toBe('Online users');
    expect(en.disposition).toBe('attachment; filename="online-users-en.xlsx"');
    expect(en.header).toEqual(['Username', 'Nickname', 'Department', 'IP', 'Browser', 'Operating system', 'Signed in', 'Last active']);
    const listed = sessionOf(await list('?filter=buyer&size=100'), 'buyer');
    expect(en.rows).toHaveLength(listed.length);
    const chrome = en.rows.find((r) => r[4] === 'Chrome 126');
    expect(chrome?.slice(0, 6)).toEqual(['buyer', listed[0]?.nickName, listed[0]?.dept?.nameI18n.en, '127.0.0.1', 'Chrome 126', 'Windows 10']);
    expect(Date.parse(en.rows[0]?.[6] ?? '')).toBe(Date.parse(listed[0]?.loginTime ?? '') + 420 * 60_000);
    const vi = await downloadSheet(server, '/api/auth/online/download', tokens.admin, { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(vi.header[0]).toBe('Tên đăng nhập');
    for (const query of ['lang=fr', 'tzOffset=9999', `filter=${'x'.repeat(101)}`]) {
      expect((await server.call('GET', `/api/auth/online/download?${query}`, { token: tokens.admin })).status, query).toBe(400);
    }
  });
});

describe('online users permissions', () => {
  const routes = [
    { method: 'GET', path: '/api/auth/online', code: 'online:list' },
    { method: 'GET', path: '/api/auth/online/download', code: 'online:list' },
    { method: 'DELETE', path: '/api/auth/online', code: 'online:del', body: [999_999] },
  ] as const;

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: 401 anonymous, 403 for operator, buyer and the other code', async (_n, route) => {
    const send = (token?: string) => server.call(route.method, route.path, { token, ...('body' in route ? { body: route.body } : {}) });
    expect((await send()).status).toBe(401);
    expect((await send(tokens.operator)).status).toBe(403);
    expect((await send(tokens.buyer)).status).toBe(403);
    const suffix = `${route.method}${route.path.replace(/\W+/g, '_')}`;
    const other = await makeStaff(server, { username: `online_not_${suffix}`, permissions: [route.code === 'online:list' ? 'online:del' : 'online:list'], deptId: null });
    expect((await send(other.token)).status).toBe(403);
    const holder = await makeStaff(server, { username: `online_${suffix}`, permissions: [route.code], deptId: null });
    expect([401, 403, 500]).not.toContain((await send(holder.token)).status);
  });
});
