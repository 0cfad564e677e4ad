import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { errorLogDetailSchema, LOG_EXPORT_MAX_ROWS, opLogPageSchema, type OpLog } from 'shared-contracts/api/op-logs';
import { TEST_CAPTCHA, useTestServer } from '../../../test/harness';
import { countRows } from '../../../test/rows';
import { makeStaff } from '../../../test/staff-factory';
import { TestClock } from '../../plugins/app/jobs-clock';
import { downloadSheet } from '../exports/sheet-test-kit';
import { PURGE_LOGS_CRON, PURGE_LOGS_TASK } from './purge-task';
import { REDACTED } from './redact';

const clock = new TestClock();
const { server, tokens } = useTestServer({ signIn: ['admin', 'operator', 'buyer'], clock });

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function page(path: string, token = tokens.admin) {
  const res = await server.call('GET', path, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return opLogPageSchema.parse(res.body);
}

/**
 * The newest row of the log that matches, once written: the row is added after the answer has left (onResponse)
 * and written behind it, so this flushes until it shows (or gives up after 2 s).
 */
async function logged(path: string, match: (log: OpLog) => boolean): Promise<OpLog> {
  for (let i = 0; i < 40; i++) {
    await server.app.operationLog.flush();
    const found = (await page(path)).content.find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no log row matched in ${path}`);
}

const newCaptcha = async () => (await server.call('GET', '/auth/code')).body.uuid as string;

describe('the operation log records every write', () => {
  it('a sign-in with the username typed, its password, captcha code and id redacted', async () => {
    const uuid = await newCaptcha();
    const res = await server.call('POST', '/auth/login', {
      body: { username: 'buyer', password: 'wrong-password', code: TEST_CAPTCHA, uuid, rememberMe: false }, headers: { 'user-agent': CHROME },
    });
    expect(res.status).toBe(400);
    const log = await logged('/api/logs?username=buyer&status=failed', (l) => l.route === '/auth/login');
    expect(log).toMatchObject({
      logType: 'INFO', userId: null, username: 'buyer', method: 'POST', url: '/auth/login', ip: '127.0.0.1',
      browser: 'Chrome 126 · Windows 10', status: 400, errorMessage: res.body.message,
    });
    expect(log.params).toEqual({ body: { username: 'buyer', password: REDACTED, code: REDACTED, uuid: REDACTED, rememberMe: false } });
    expect(JSON.stringify(log)).not.toContain('wrong-password');
    expect(log.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('a change of password by who made it, with both passwords redacted, and its route parameters', async () => {
    // Refused by the handler (wrong old password) and by validation (before authentication ran): both name the user.
    for (const newPass of ['Fresh123', 'x']) {
      const res = await server.call('POST', '/api/users/updatePass', { token: tokens.buyer, body: { oldPass: 'NotMine99', newPass } });
      expect(res.status).toBe(400);
      const log = await logged('/api/logs?blurry=updatePass', (l) => l.errorMessage === res.body.message);
      expect(log).toMatchObject({ username: 'buyer', status: 400, route: '/api/users/updatePass' });
      expect(log.userId).toEqual(expect.any(Number));
      expect(log.params).toEqual({ body: { oldPass: REDACTED, newPass: REDACTED } });
      expect(JSON.stringify(log)).not.toMatch(/NotMine99|Fresh123/);
    }

    const job = await server.call('PUT', '/api/users/999999/enabled', { token: tokens.admin, body: { enabled: true } });
    expect(job.status).toBe(404);
    const byId = await logged('/api/logs?blurry=/enabled', (l) => l.url === '/api/users/999999/enabled');
    expect(byId).toMatchObject({ route: '/api/users/:id/enabled', method: 'PUT', username: 'admin', status: 404, errorMessage: MessageKey.sysUserNotFound });
    expect(byId.params).toEqual({ params: { id: 999999 }, body: { enabled: true } });
  });

  it('secret query parameters in the url, and a successful write as ok', async () => {
    const res = await server.call('POST', '/api/job?token=abc123&x=1', { token: tokens.admin, body: { name: '日志测试岗位' } });
    expect(res.status).toBe(201);
    const log = await logged('/api/logs?status=ok&blurry=api/job', (l) => l.url.startsWith('/api/job?'));
    expect(log.url).toBe(`/api/job?token=${encodeURIComponent(REDACTED)}&x=1`);
    expect(log).toMatchObject({ status: 201, errorMessage: null, route: '/api/job' });
  });

  it('an upload by its file names and sizes only', async () => {
    const form = new FormData();
    form.append('avatar', new Blob([Buffer.from('not really a picture at all')], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${server.url}/api/users/updateAvatar`, { method: 'POST', body: form, headers: { authorization: `Bearer ${tokens.buyer}` } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const log = await logged('/api/logs?blurry=updateAvatar', (l) => l.username === 'buyer');
    expect(log.params).toEqual({ files: [{ field: 'avatar', name: 'me.png', type: 'image/png', size: 27 }] });
  });

  it('not a read', async () => {
    await server.app.operationLog.flush();
    const before = await countRows(server, 'sys_log');
    for (const path of ['/api/job', '/auth/info', '/api/logs']) expect((await server.call('GET', path, { token: tokens.admin })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    await server.app.operationLog.flush();
    expect(await countRows(server, 'sys_log')).toBe(before);
  });

  it('a failure of the server in the error log with its stack, not in the operation log', async () => {
    // The job table missing for a moment makes the next job write fail inside the server.
    await server.database.db.execute(sql`alter table sys_job rename to sys_job_away`);
    let res;
    try {
      res = await server.call('POST', '/api/job', { token: tokens.admin, body: { name: '出错岗位' } });
    } finally {
      await server.database.db.execute(sql`alter table sys_job_away rename to sys_job`);
    }
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ status: 500, message: MessageKey.internal });
    const err = await logged('/api/logs/error', (l) => l.route === '/api/job' && l.method === 'POST');
    expect(err).toMatchObject({ logType: 'ERROR', status: 500, username: 'admin' });
    expect(err.errorMessage).toMatch(/sys_job/);
    expect(err).not.toHaveProperty('stack');
    const detail = errorLogDetailSchema.parse((await server.call('GET', `/api/logs/error/${err.id}`, { token: tokens.admin })).body);
    expect(detail.stack).toMatch(/sys_job/);
    expect(detail.stack?.split('\n').length).toBeGreaterThan(1);
    expect((await page('/api/logs?size=200')).content.some((l) => l.status >= 500)).toBe(false);
    const info = (await page('/api/logs?size=200')).content[0];
    expect((await server.call('GET', `/api/logs/error/${info?.id}`, { token: tokens.admin })).body).toEqual({ status: 404, message: MessageKey.monLogNotFound });
  });
});

describe('reading the logs', () => {
  it('filters by keyword, username, outcome and time, and pages newest first', async () => {
    await server.app.operationLog.flush();
    const all = await page('/api/logs?size=500');
    expect(all.totalElements).toBe(all.content.length);
    const times = all.content.map((l) => Date.parse(l.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const failed = await page('/api/logs?status=failed&size=500');
    expect(failed.content.every((l) => l.status >= 400)).toBe(true);
    expect((await page('/api/logs?status=ok&size=500')).totalElements + failed.totalElements).toBe(all.totalElements);
    expect((await page('/api/logs?username=ADMIN&size=500')).content.every((l) => l.username === 'admin')).toBe(true);
    expect((await page('/api/logs?blurry=127.0.0.1&size=500')).totalElements).toBe(all.totalElements);
    // % and _ are no wildcards: the percent-encoded addresses have a % but none has "%q_".
    expect((await page(`/api/logs?blurry=${encodeURIComponent('%q_')}`)).totalElements).toBe(0);
    const newest = all.content[0];
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await page(`/api/logs?createdFrom=${encodeURIComponent(future)}`)).totalElements).toBe(0);
    expect((await page(`/api/logs?createdTo=${encodeURIComponent(newest?.createTime ?? '')}&createdFrom=${encodeURIComponent(newest?.createTime ?? '')}`)).content.map((l) => l.id)).toContain(newest?.id);
    const second = await page('/api/logs?page=1&size=2');
    expect(second.content.map((l) => l.id)).toEqual(all.content.slice(2, 4).map((l) => l.id));
  });

  it('refuses bad queries with 400, never 500', async () => {
    for (const query of ['status=maybe', 'createdFrom=yesterday', 'page=-1', 'size=0', `blurry=${'x'.repeat(101)}`]) {
      for (const path of ['/api/logs', '/api/logs/error']) {
        expect((await server.call('GET', `${path}?${query}`, { token: tokens.admin })).status, `${path}?${query}`).toBe(400);
      }
    }
    for (const query of ['lang=fr', 'tzOffset=9999', 'status=x']) {
      expect((await server.call('GET', `/api/logs/download?${query}`, { token: tokens.admin })).status, query).toBe(400);
    }
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await server.call('GET', `/api/logs/error/${id}`, { token: tokens.admin })).status, id).toBe(400);
    }
  });

  it('exports the filtered logs in the asked language, and refuses too many rows', async () => {
    await server.app.operationLog.flush();
    const en = await downloadSheet(server, '/api/logs/download?username=admin&lang=en&tzOffset=420', tokens.admin);
    expect(en.name).toBe('Operation log');
    expect(en.disposition).toBe('attachment; filename="operation-log-en.xlsx"');
    expect(en.header).toEqual(['User', 'Method', 'Action', 'Address', 'IP', 'Browser', 'Status', 'Duration (ms)', 'Error', 'Time']);
    const listed = await page('/api/logs?username=admin&size=500');
    expect(en.rows).toHaveLength(listed.totalElements);
    expect(en.rows[0]?.slice(0, 3)).toEqual(['admin', listed.content[0]?.method, listed.content[0]?.route]);
    const created = Date.parse(listed.content[0]?.createTime ?? '');
    expect(Date.parse(en.rows[0]?.[9] ?? '')).toBe(created + 420 * 60_000);
    const cn = await downloadSheet(server, '/api/logs/error/download', tokens.admin, { 'accept-language': 'zh-CN' });
    expect(cn.name).toBe('异常日志');
    expect(cn.rows.length).toBeGreaterThan(0);

    await server.database.db.execute(sql`
      insert into sys_log (log_type, username, method, route, url, status, duration_ms)
      select 'INFO', 'bulk', 'POST', '/bulk', '/bulk', 200, 1 from generate_series(1, ${LOG_EXPORT_MAX_ROWS + 1})`);
    try {
      expect((await server.call('GET', '/api/logs/download', { token: tokens.admin })).body).toEqual({ status: 400, message: MessageKey.monLogExportTooLarge });
      expect((await downloadSheet(server, '/api/logs/download?username=admin', tokens.admin)).rows.length).toBe(listed.totalElements);
    } finally {
      await server.database.db.execute(sql`delete from sys_log where username = 'bulk'`);
    }
  });
});

describe('log permissions', () => {
  const routes = [
    { path: '/api/logs', code: 'log:list' },
    { path: '/api/logs/download', code: 'log:list' },
    { path: '/api/logs/error', code: 'errorLog:list' },
    { path: '/api/logs/error/download', code: 'errorLog:list' },
    { path: '/api/logs/error/999999', code: 'errorLog:list' },
  ] as const;

  it.each(routes.map((r) => [r.path, r] as const))('%s: 401 anonymous, 403 for operator, buyer and the other code', async (path, route) => {
    expect((await server.call('GET', path)).status).toBe(401);
    expect((await server.call('GET', path, { token: tokens.operator })).status).toBe(403);
    expect((await server.call('GET', path, { token: tokens.buyer })).status).toBe(403);
    const suffix = path.replace(/\W+/g, '_');
    const other = await makeStaff(server, { username: `lognot${suffix}`, permissions: [route.code === 'log:list' ? 'errorLog:list' : 'log:list'], deptId: null });
    expect((await server.call('GET', path, { token: other.token })).status).toBe(403);
    const holder = await makeStaff(server, { username: `log${suffix}`, permissions: [route.code], deptId: null });
    expect([401, 403, 500]).not.toContain((await server.call('GET', path, { token: holder.token })).status);
  });
});

describe('the log purge task', () => {
  it('is scheduled nightly and deletes, by the app clock, the rows older than 90 days', async () => {
    const task = (await server.app.jobs.tasks()).find((t) => t.name === PURGE_LOGS_TASK);
    expect(task?.cron).toBe(PURGE_LOGS_CRON);
    expect(PURGE_LOGS_CRON).toBe('17 3 * * *');
    await server.app.operationLog.flush();
    await server.database.db.execute(sql`
      insert into sys_log (log_type, username, method, route, url, status, duration_ms, created_at) values
        ('INFO', 'purge-old', 'POST', '/x', '/x', 200, 1, now() - interval '91 days'),
        ('ERROR', 'purge-old', 'POST', '/x', '/x', 500, 1, now() - interval '100 days'),
        ('INFO', 'purge-kept', 'POST', '/x', '/x', 200, 1, now() - interval '89 days')`);
    const before = await countRows(server, 'sys_log');
    await server.app.jobs.runNow(PURGE_LOGS_TASK);
    expect(await server.app.jobs.runDue()).toBe(1);
    expect(await countRows(server, 'sys_log', sql`username = 'purge-old'`)).toBe(0);
    expect(await countRows(server, 'sys_log', sql`username = 'purge-kept'`)).toBe(1);
    expect(await countRows(server, 'sys_log')).toBe(before - 2);
    const [run] = await server.app.jobs.runs(PURGE_LOGS_TASK);
    expect(run?.output).toEqual({ deleted: 2 });

    clock.advance(2 * 24 * 60 * 60 * 1000);
    await server.app.jobs.runNow(PURGE_LOGS_TASK);
    expect(await server.app.jobs.runDue()).toBe(1);
    expect(await countRows(server, 'sys_log', sql`username = 'purge-kept'`)).toBe(0);
  });
});
