import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { testDriver, useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { makeStaff } from '../../../test/staff-factory';
import { TestClock } from '../../plugins/app/jobs-clock';
import { tempDataDir, upload } from './backup-kit';
import { NIGHTLY_BACKUP_TASK, SCHEDULED_BACKUPS_KEPT } from './nightly-task';
import { parentRowsFirst } from './row-order';

const clock = new TestClock();
const { server, tokens } = useTestServer({ signIn: ['admin', 'operator'], env: { DATA_DIR: tempDataDir() }, clock });

describe('the nightly backup task', () => {
  it('takes a scheduled backup and keeps the newest 14 scheduled ones (rows and files)', async () => {
    // 14 older scheduled backups with files, and a hand-made one the task must never touch.
    for (let i = 0; i < SCHEDULED_BACKUPS_KEPT; i++) {
      const key = `backups/old-${i}.json.gz`;
      await server.app.storage.put(key, Buffer.from('x'), 'application/gzip');
      await server.database.db.execute(sql`insert into sys_backup (name, storage_key, size, kind, table_count, row_count, created_at)
        values (${`old-${i}`}, ${key}, 1, 'scheduled', 1, 1, now() - make_interval(days => ${20 - i}))`);
    }
    await server.database.db.execute(sql`insert into sys_backup (name, storage_key, size, kind, table_count, row_count, created_at)
      values ('ancient-manual', 'backups/manual.json.gz', 1, 'manual', 1, 1, now() - interval '400 days')`);

    await server.app.jobs.runNow(NIGHTLY_BACKUP_TASK);
    expect(await server.app.jobs.runDue()).toBe(1);
    const [run] = await server.app.jobs.runs(NIGHTLY_BACKUP_TASK);
    expect(run).toMatchObject({ state: 'completed', output: { pruned: 1 } });
    expect(await countRows(server, 'sys_backup', sql`kind = 'scheduled'`)).toBe(SCHEDULED_BACKUPS_KEPT);
    expect(await countRows(server, 'sys_backup', sql`name = 'old-0'`)).toBe(0);
    expect(await server.app.storage.get('backups/old-0.json.gz')).toBeNull();
    expect(await server.app.storage.get('backups/old-1.json.gz')).not.toBeNull();
    expect(await countRows(server, 'sys_backup', sql`name = 'ancient-manual'`)).toBe(1);
    const [newest] = await rows<{ kind: string; created_by: string | null; row_count: number }>(server, sql`select kind, created_by, row_count from sys_backup order by created_at desc, id desc limit 1`);
    expect(newest).toMatchObject({ kind: 'scheduled', created_by: null });
    expect(Number(newest?.row_count)).toBeGreaterThan(0);
    const task = (await server.app.jobs.tasks()).find((t) => t.name === NIGHTLY_BACKUP_TASK);
    expect(task).toMatchObject({ cron: '30 2 * * *', timezone: 'Asia/Ho_Chi_Minh', paused: false });
  });
});

// Several processes share a database on PostgreSQL only (PGlite's data belongs to one process, docs/jobs.md).
if (testDriver === 'postgres') describe('the maintenance lock across processes', () => {
  it('answers 409 while another process holds it', async () => {
    const other = new pg.Client({ connectionString: server.config.databaseUrl ?? '' });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(7340022)');
      const res = await server.call('POST', '/api/database/backups', { token: tokens.admin });
      expect(res.body).toEqual({ status: 409, message: MessageKey.maintBackupBusy });
      await other.query('select pg_advisory_unlock(7340022)');
      expect((await server.call('POST', '/api/database/backups', { token: tokens.admin })).status).toBe(201);
    } finally {
      await other.end();
    }
  });
});

describe('rows of a self-referencing table', () => {
  it('come parents first, whatever the order in the file', () => {
    const key = { child: 't', parent: 't', childColumns: ['pid'], parentColumns: ['id'] };
    const lines = ['{"id":3,"pid":2}', '{"id":2,"pid":1}', '{"id":4,"pid":null}', '{"id":1,"pid":null}', '{"id":5,"pid":5}'];
    const ordered = parentRowsFirst(lines, [key]).map((l) => (JSON.parse(l) as { id: number }).id);
    expect(ordered.indexOf(1)).toBeLessThan(ordered.indexOf(2));
    expect(ordered.indexOf(2)).toBeLessThan(ordered.indexOf(3));
    expect(ordered.sort()).toEqual([1, 2, 3, 4, 5]);
    // An orphan stays (at the end): the foreign key refuses it and the restore rolls back.
    expect(parentRowsFirst(['{"id":7,"pid":99}', '{"id":1,"pid":null}'], [key])).toEqual(['{"id":1,"pid":null}', '{"id":7,"pid":99}']);
  });
});

describe('backup routes and their permission codes', () => {
  const routes = [
    { method: 'GET', path: '/api/database/backups', code: 'database:list' },
    { method: 'GET', path: '/api/database/backups/999999', code: 'database:list' },
    { method: 'GET', path: '/api/database/backups/999999/download', code: 'database:list' },
    { method: 'POST', path: '/api/database/backups', code: 'database:add' },
    { method: 'POST', path: '/api/database/upload', code: 'database:add' },
    { method: 'DELETE', path: '/api/database/backups/999999', code: 'database:del' },
    { method: 'POST', path: '/api/database/backups/999999/restore', code: 'database:restore', body: { confirm: 'x' } },
  ] as const;
  const codes = ['database:list', 'database:add', 'database:restore', 'database:del'];

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    const body = 'body' in route ? { body: route.body } : {};
    expect((await server.call(route.method, route.path, body)).status, 'anonymous').toBe(401);
    const operator = await server.call(route.method, route.path, { token: tokens.operator, ...body });
    expect(operator.body, 'operator').toEqual({ status: 403, message: MessageKey.forbidden });
    const without = await makeStaff(server, { username: `db_no_${route.method}_${route.path.length}_${route.code.length}`, permissions: codes.filter((c) => c !== route.code) });
    expect((await server.call(route.method, route.path, { token: without.token, ...body })).status, 'other codes').toBe(403);
    const holder = await makeStaff(server, { username: `db_${route.method}_${route.path.length}_${route.code.length}`, permissions: [route.code] });
    const allowed = route.path === '/api/database/upload'
      ? await upload(server, holder.token, Buffer.from('not a backup'))
      : await server.call(route.method, route.path, { token: holder.token, ...body });
    expect([200, 201, 400, 404], JSON.stringify(allowed.body)).toContain(allowed.status);
  });
});

describe('a backup holds every buyer\'s data', () => {
  it('downloading or restoring one needs a data scope of all beside the code; the list, details and a new backup do not', async () => {
    const made = await server.call('POST', '/api/database/backups', { token: tokens.admin });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    const codes = ['database:list', 'database:add', 'database:restore', 'database:del'];
    const limited = await makeStaff(server, { username: 'db_limited', permissions: codes, dataScope: 'self' });
    const refused = { status: 403, message: MessageKey.maintBackupScopeAll };
    expect((await server.call('GET', `/api/database/backups/${id}/download`, { token: limited.token })).body).toEqual(refused);
    expect((await server.call('POST', `/api/database/backups/${id}/restore`, { token: limited.token, body: { confirm: made.body.name } })).body).toEqual(refused);
    expect((await server.call('GET', '/api/database/backups', { token: limited.token })).status).toBe(200);
    expect((await server.call('GET', `/api/database/backups/${id}`, { token: limited.token })).status).toBe(200);
    expect((await server.call('POST', '/api/database/backups', { token: limited.token })).status).toBe(201);

    const all = await makeStaff(server, { username: 'db_all', permissions: codes, dataScope: 'all' });
    expect((await server.call('GET', `/api/database/backups/${id}/download`, { token: all.token })).status).toBe(200);
  });
});
