import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { sqlMonitorSchema, type SqlMonitor } from 'shared-contracts/api/sql-monitor';
import { testDriver, useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { makeStaff } from '../../../test/staff-factory';
import type { Database, Db } from '../../db/connect';
import { StatementTimings } from '../../db/statement-timings';
import { HttpError } from '../../plugins/app/errors';
import { resetStatements, statementsPage } from './pg-stat-statements';
import { resetSql } from './service';

const { server, tokens } = useTestServer({ signIn: ['admin', 'operator', 'buyer'] });

const get = (query = '', token = tokens.admin) => server.call('GET', `/api/monitor/sql${query}`, { token });
const monitor = async (query = ''): Promise<SqlMonitor> => {
  const res = await get(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sqlMonitorSchema.parse(res.body);
};
const reset = (body: unknown, token = tokens.admin) => server.call('POST', '/api/monitor/sql/reset', { token, body });

/** Runs a statement with its marker in the text itself (not a parameter), `times` times. */
const runMarked = async (marker: string, times: number) => {
  for (let i = 0; i < times; i++) await server.database.db.execute(sql.raw(`select '${marker}' as marker`));
};

/** What the SQL monitor should find, asked of PostgreSQL directly: the view read or refused. */
async function expectedSource(): Promise<'server' | 'pg_stat_statements'> {
  if (testDriver === 'pglite') return 'server';
  try {
    await rows(server, sql`select calls from pg_stat_statements limit 1`);
    return 'pg_stat_statements';
  } catch {
    return 'server';
  }
}

describe('api/monitor/sql: where the figures come from', () => {
  it('answers pg_stat_statements only when PostgreSQL has it installed here and readable, else the server\'s timings', async () => {
    const fresh = await monitor();
    expect(fresh.source).toBe(await expectedSource());
    if (testDriver === 'postgres') {
      // Installed but (most likely here) not preloaded: the view exists yet cannot be read.
      await server.database.db.execute(sql`create extension if not exists pg_stat_statements`);
      const expected = await expectedSource();
      const after = await monitor();
      expect(after.source).toBe(expected);
      expect(after.available).toEqual(expected === 'server' ? ['server'] : ['server', 'pg_stat_statements']);
      if (expected === 'pg_stat_statements') {
        const [preloaded] = await rows<{ libs: string }>(server, sql`select current_setting('shared_preload_libraries') as libs`);
        expect(preloaded?.libs).toContain('pg_stat_statements');
        return;
      }
    } else {
      expect(fresh.available).toEqual(['server']);
    }
    expect((await get('?source=pg_stat_statements')).body).toEqual({ status: 400, message: MessageKey.monSqlSourceUnavailable });
  });
});

describe('api/monitor/sql: the server\'s own timings', () => {
  it('times statements other requests run, with counts that grow, rows and times', async () => {
    const jobs = (m: SqlMonitor) => m.content.find((s) => s.query.includes('from sys_job j order by'));
    const [count] = await rows<{ n: number }>(server, sql`select count(*)::int as n from sys_job`);
    await server.call('GET', '/api/job', { token: tokens.admin });
    const before = jobs(await monitor('?source=server&filter=from%20sys_job%20j%20order%20by'));
    expect(before).toBeDefined();
    await server.call('GET', '/api/job', { token: tokens.admin });
    await server.call('GET', '/api/job?name=x', { token: tokens.admin });
    const after = jobs(await monitor('?source=server&filter=FROM%20SYS_JOB%20J%20ORDER%20BY'));
    expect(after?.calls).toBe((before?.calls ?? 0) + 2);
    expect(after?.rows).toBe((before?.rows ?? 0) + 2 * Number(count?.n));
    expect(after?.totalMs).toBeGreaterThan(before?.totalMs ?? 0);
    expect(after?.maxMs).toBeLessThanOrEqual(after?.totalMs ?? 0);
    expect(after?.meanMs).toBeCloseTo((after?.totalMs ?? 0) / (after?.calls ?? 1), 2);
  });

  it('keys statements by their parameterised text, in and out of transactions', async () => {
    await server.database.db.execute(sql`select ${'secret-literal-value'}::text as monitored_param`);
    await server.database.db.transaction(async (tx) => { await tx.execute(sql.raw(`select 'inside_tx_marker' as marker`)); });
    const params = await monitor('?source=server&filter=monitored_param');
    expect(params.content.map((s) => s.query)).toEqual(['select $1::text as monitored_param']);
    expect((await monitor('?source=server&filter=secret-literal-value')).totalElements).toBe(0);
    expect((await monitor('?source=server&filter=inside_tx_marker')).content[0]?.calls).toBe(1);
  });

  it('sorts by calls, total, mean or max time, filters, pages and totals', async () => {
    for (let k = 1; k <= 7; k++) await runMarked(`sortmark_${k}`, k);
    const calls = await monitor('?source=server&filter=sortmark_&sort=calls&size=3');
    expect(calls.source).toBe('server');
    expect(calls.totalElements).toBe(7);
    expect(calls.content.map((s) => s.calls)).toEqual([7, 6, 5]);
    expect((await monitor('?source=server&filter=sortmark_&sort=calls&size=3&page=1')).content.map((s) => s.calls)).toEqual([4, 3, 2]);
    expect((await monitor('?source=server&filter=sortmark_&sort=calls&size=3&page=2')).content.map((s) => s.calls)).toEqual([1]);
    expect((await monitor('?source=server&filter=sortmark_&sort=calls&order=asc&size=3')).content.map((s) => s.calls)).toEqual([1, 2, 3]);
    for (const [sort, field] of [['total', 'totalMs'], ['mean', 'meanMs'], ['max', 'maxMs']] as const) {
      const values = (await monitor(`?source=server&filter=sortmark_&sort=${sort}&size=7`)).content.map((s) => s[field]);
      expect(values, sort).toEqual([...values].sort((a, b) => b - a));
    }
    // Totals are of every statement, whatever the filter.
    expect(calls.totals.statements).toBeGreaterThan(7);
    expect(calls.totals.calls).toBeGreaterThan(28);
    expect(calls.totals.totalMs).toBeGreaterThan(0);
  });

  it('resets the server\'s timings', async () => {
    await runMarked('resetmark', 2);
    const before = await monitor('?source=server');
    const answer = await reset({ source: 'server' });
    expect(answer.body).toEqual({ ok: true, source: 'server' });
    const after = await monitor('?source=server&filter=resetmark');
    expect(after.totalElements).toBe(0);
    expect(Date.parse(after.since ?? '')).toBeGreaterThan(Date.parse(before.since ?? ''));
    await runMarked('resetmark', 1);
    expect((await monitor('?source=server&filter=resetmark')).content[0]?.calls).toBe(1);
    // The automatic source resets too (pg_stat_statements of this database when it is the source).
    expect((await reset({})).body).toEqual({ ok: true, source: await expectedSource() });
  });
});

describe('api/monitor/sql: who may and bad input', () => {
  it('needs sql:list: anonymous 401, operator, buyer and monitor:list holders 403', async () => {
    expect((await server.call('GET', '/api/monitor/sql')).status).toBe(401);
    expect((await server.call('POST', '/api/monitor/sql/reset', { body: {} })).status).toBe(401);
    const other = await makeStaff(server, { username: 'sql_other', permissions: ['monitor:list'] });
    const holder = await makeStaff(server, { username: 'sql_holder', permissions: ['sql:list'] });
    for (const token of [tokens.operator, tokens.buyer, other.token]) {
      expect((await get('', token)).body).toEqual({ status: 403, message: MessageKey.forbidden });
      expect((await reset({ source: 'server' }, token)).status).toBe(403);
    }
    expect((await get('', holder.token)).status).toBe(200);
    expect((await reset({ source: 'server' }, holder.token)).status).toBe(200);
  });

  it('refuses bad input with 400 and a message key, never 500', async () => {
    const cases: Array<[string, string]> = [
      ['?sort=slowest', MessageKey.badRequest],
      ['?order=up', MessageKey.badRequest],
      ['?source=druid', MessageKey.badRequest],
      ['?size=0', MessageKey.invalidNumber],
      ['?size=101', MessageKey.invalidNumber],
      ['?page=-1', MessageKey.invalidNumber],
      ['?page=x', MessageKey.invalidNumber],
      [`?filter=${'x'.repeat(201)}`, MessageKey.tooLong],
    ];
    for (const [query, key] of cases) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(key);
    }
    expect((await reset({ source: 'druid' })).status).toBe(400);
    expect((await reset([])).status).toBe(400);
  });
});

/**
 * pg_stat_statements cannot be preloaded in the test databases, so its queries run against a stand-in with the
 * view's columns (PostgreSQL 15) in a schema of its own, on both drivers.
 */
describe('the pg_stat_statements source, on a stand-in of its view', () => {
  const view = { schema: 'fake_pss' };
  const query = (over: Record<string, unknown> = {}) => ({ page: 0, size: 20, sort: 'total' as const, order: 'desc' as const, source: 'auto' as const, ...over });

  it('groups by text, keeps to this database, sorts, filters, pages and totals', async () => {
    const db = server.database.db;
    await db.execute(sql`create schema fake_pss`);
    await db.execute(sql`create table fake_pss.pg_stat_statements (userid oid, dbid oid, toplevel bool, queryid bigint, query text,
      calls bigint, total_exec_time float8, mean_exec_time float8, max_exec_time float8, rows bigint)`);
    await db.execute(sql`create table fake_pss.pg_stat_statements_info (dealloc bigint, stats_reset timestamptz)`);
    await db.execute(sql`insert into fake_pss.pg_stat_statements_info values (0, '2024-05-01T08:00:00Z')`);
    await db.execute(sql`create function fake_pss.pg_stat_statements_reset(oid, oid, bigint) returns void language sql
      as 'delete from fake_pss.pg_stat_statements where dbid = $2'`);
    await db.execute(sql`insert into fake_pss.pg_stat_statements
      select u, (select oid from pg_database where datname = current_database()), true, 1, q, c, t, t / c, m, r
      from (values (10, 'select a from t where id = $1', 3, 30.0, 20.0, 3), (11, 'select a from t where id = $1', 1, 10.0, 15.0, 1),
                   (10, 'select b from u', 10, 5.0, 1.0, 0), (10, 'update c set x = $1', 1, 100.0, 100.0, 7)) v(u, q, c, t, m, r)`);
    await db.execute(sql`insert into fake_pss.pg_stat_statements values (10, 0, true, 9, 'select other_db', 99, 999, 10, 10, 0)`);

    const page = await statementsPage(db, view, query());
    expect(page.content).toEqual([
      { query: 'update c set x = $1', calls: 1, totalMs: 100, meanMs: 100, maxMs: 100, rows: 7 },
      { query: 'select a from t where id = $1', calls: 4, totalMs: 40, meanMs: 10, maxMs: 20, rows: 4 },
      { query: 'select b from u', calls: 10, totalMs: 5, meanMs: 0.5, maxMs: 1, rows: 0 },
    ]);
    expect(page.totals).toEqual({ statements: 3, calls: 15, totalMs: 145 });
    expect(page.totalElements).toBe(3);
    expect(page.since).toBe('2024-05-01T08:00:00.000Z');
    const order = async (over: Record<string, unknown>) => (await statementsPage(db, view, query(over))).content.map((s) => s.query.split(' ')[1]);
    expect(await order({ sort: 'calls' })).toEqual(['b', 'a', 'c']);
    expect(await order({ sort: 'mean', order: 'asc' })).toEqual(['b', 'a', 'c']);
    expect(await order({ sort: 'max' })).toEqual(['c', 'a', 'b']);
    expect(await order({ sort: 'calls', size: 1, page: 1 })).toEqual(['a']);
    const filtered = await statementsPage(db, view, query({ filter: 'SELECT' }));
    expect(filtered.content.map((s) => s.query)).toEqual(['select a from t where id = $1', 'select b from u']);
    expect(filtered.totalElements).toBe(2);
    expect(filtered.totals.statements).toBe(3);

    await resetStatements(db, view);
    expect((await statementsPage(db, view, query())).content).toEqual([]);
    const [left] = await rows<{ n: number }>(server, sql`select count(*)::int as n from fake_pss.pg_stat_statements`);
    expect(left?.n).toBe(1);
  });

  it('answers 400 when PostgreSQL refuses the reset, and clears nothing', async () => {
    const timings = new StatementTimings();
    timings.record('select 1', 1, 1);
    const answers: Array<() => unknown> = [
      () => ({ rows: [{ schema: 'public' }] }),
      () => ({ rows: [] }),
      () => { throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('permission denied'), { code: '42501' }) }); },
    ];
    const db = { execute: async () => (answers.shift() ?? (() => ({ rows: [] })))() } as unknown as Db;
    const database = { driver: 'postgres', db, timings } as unknown as Database;
    const refused = await resetSql(database, { source: 'auto' }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 400, messageKey: MessageKey.monSqlResetForbidden });
    expect(timings.all()).toHaveLength(1);
  });
});
