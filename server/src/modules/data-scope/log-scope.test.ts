import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { opLogPageSchema } from 'shared-contracts/api/op-logs';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { deptIdOf, makeStaff, type Staff } from '../../../test/staff-factory';
import { downloadSheet } from '../exports/sheet-test-kit';
import type { Who } from '../stock/stock-test-kit';
import { buyerIn } from './scope-test-kit';

/**
 * Data scope on the operation and error logs (issue 24, docs/back-office.md "Data scope"): a row belongs to the
 * user who made the request, so a reader whose scope is the Hanoi head office reads the rows of Hanoi users and its
 * own, not those of users outside nor those of no user; a scope of `all` reads every row.
 */
const { server } = useTestServer();
let inside: Who;
let outside: Who;
let staff: Staff;
let everyone: Staff;
const errorIds: Record<'inside' | 'outside' | 'anonymous', number> = { inside: 0, outside: 0, anonymous: 0 };

/** An error row as the log writes one for a request answered 5xx (none can be provoked on purpose). */
async function errorRow(userId: number | null, username: string | null): Promise<number> {
  const [row] = await rows<{ id: number }>(server, sql`
    insert into sys_log (log_type, user_id, username, method, route, url, status, duration_ms, stack)
    values ('ERROR', ${userId}, ${username}, 'POST', '/api/interests', '/api/interests', 500, 3, 'Error: boom') returning id::int as id`);
  return row?.id ?? 0;
}

beforeAll(async () => {
  inside = await buyerIn(server, 'log-buyer-hanoi', await deptIdOf(server, 'Operations', 'Hanoi Head Office'));
  outside = await buyerIn(server, 'log-buyer-langson', await deptIdOf(server, 'Lang Son Warehouse'));
  const codes = ['log:list', 'errorLog:list'];
  staff = await makeStaff(server, { username: 'log-reader', permissions: codes, dataScope: 'custom', scopeDeptIds: [await deptIdOf(server, 'Hanoi Head Office')] });
  everyone = await makeStaff(server, { username: 'log-reader-all', permissions: codes, dataScope: 'all' });
  for (const who of [inside, outside]) {
    expect((await server.call('POST', '/api/interests', { token: who.token, body: { name: 'Khăn tre', quantity: 10 } })).status).toBe(201);
  }
  // Anonymous writes: a failed sign-in with a buyer's name, and the staff's own write.
  await server.call('POST', '/auth/login', { body: { username: 'log-buyer-langson', password: 'x', code: '0000', uuid: 'none', rememberMe: false } });
  await server.call('PUT', '/api/interests', { token: staff.token, body: { id: 1, status: 'closed' } });
  errorIds.inside = await errorRow(inside.userId, 'log-buyer-hanoi');
  errorIds.outside = await errorRow(outside.userId, 'log-buyer-langson');
  errorIds.anonymous = await errorRow(null, null);
  await server.app.operationLog.flush();
});

const names = async (path: string, token: string) => {
  const res = await server.call('GET', path, { token });
  expect(res.status).toBe(200);
  const page = opLogPageSchema.parse(res.body);
  expect(page.totalElements).toBe(page.content.length);
  return page.content.map((l) => l.username);
};

describe('data scope on the logs', () => {
  it('the operation log, its total and its export hold rows of users inside the scope and the reader\'s own only', async () => {
    const seen = await names('/api/logs?size=100', staff.token);
    expect(new Set(seen)).toEqual(new Set(['log-buyer-hanoi', 'log-reader']));
    const sheet = await downloadSheet(server, '/api/logs/download', staff.token);
    expect(new Set(sheet.rows.map((r) => r[0]))).toEqual(new Set(['log-buyer-hanoi', 'log-reader']));
    expect(await names('/api/logs?size=100', everyone.token)).toEqual(expect.arrayContaining(['log-buyer-hanoi', 'log-buyer-langson', 'log-reader']));
  });

  it('the error log and one error by id: outside the scope or without a user is 404, as a missing one', async () => {
    expect(await names('/api/logs/error?size=100', staff.token)).toEqual(['log-buyer-hanoi']);
    expect((await downloadSheet(server, '/api/logs/error/download', staff.token)).rows.map((r) => r[0])).toEqual(['log-buyer-hanoi']);
    expect((await server.call('GET', `/api/logs/error/${errorIds.inside}`, { token: staff.token })).status).toBe(200);
    for (const id of [errorIds.outside, errorIds.anonymous]) {
      expect((await server.call('GET', `/api/logs/error/${id}`, { token: staff.token })).body).toEqual({ status: 404, message: MessageKey.monLogNotFound });
      expect((await server.call('GET', `/api/logs/error/${id}`, { token: everyone.token })).status).toBe(200);
    }
  });
});
