import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backupDetailSchema, backupPageSchema, backupSchema, type Backup } from 'shared-contracts/api/backups';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { makeUser } from '../../../test/accounts';
import { makeShop } from '../../../test/catalogue-factory';
import { snapshot, tempDataDir, download, upload, rewritten } from './backup-kit';

const { server, tokens } = useTestServer({ signIn: ['admin'], env: { DATA_DIR: tempDataDir() } });

const backUp = async (): Promise<Backup> => {
  const res = await server.call('POST', '/api/database/backups', { token: tokens.admin });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return backupSchema.parse(res.body);
};
const restore = (id: number, confirm: string) =>
  server.call('POST', `/api/database/backups/${id}/restore`, { token: tokens.admin, body: { confirm } });
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(server, query))[0] as T;

/** Changes rows in several tables: inserts, updates and deletes, a self-referencing tree among them. */
async function changeData(): Promise<{ newUserToken: string }> {
  const db = server.database.db;
  await db.execute(sql`insert into sys_job (name, job_sort) values ('回滚测试岗位', 5)`);
  await db.execute(sql`update sys_job set enabled = not enabled`);
  await db.execute(sql`delete from sys_dict_detail where id = (select min(id) from sys_dict_detail)`);
  await db.execute(sql`insert into sys_dept (pid, name) select id, '新分部' from sys_dept where pid is null order by id limit 1`);
  await db.execute(sql`update sys_dept set name = name || ' (改)' where pid is not null`);
  await db.execute(sql`insert into sys_menu (pid, type, title) select id, 2, '新按钮' from sys_menu where type = 1 order by id limit 1`);
  await db.execute(sql`delete from sys_roles_menus where menu_id = (select max(menu_id) from sys_roles_menus)`);
  const { token } = await makeUser(server, 'after_backup', 'operator');
  return { newUserToken: token };
}

describe('database backups: the round trip', () => {
  it('restores exactly the backup-time contents; sequences move on; the admin stays signed in', async () => {
    // A self-referencing foreign key on the department tree, and a parent row stored after its children, so
    // the restore must order the tree's rows itself.
    await server.database.db.execute(sql`alter table sys_dept add constraint test_dept_parent_fk foreign key (pid) references sys_dept (id)`);
    await server.database.db.execute(sql`update sys_dept set dept_sort = dept_sort where pid is null`);
    // Goods, whose search rows a trigger keeps: the restore must put back the backup's rows, not add the trigger's.
    await makeShop(server, [{ name: '回滚测试商品', skus: [{ attrs: { 颜色: '红' }, price: 1200 }] }]);
    expect(await countRows(server, 'mall_goods_search')).toBeGreaterThan(0);

    const before = await snapshot(server);
    const backup = await backUp();
    expect(backup).toMatchObject({ kind: 'manual', createdBy: 'admin' });
    expect(backup.name).toMatch(/^backup-\d{8}-\d{6}$/);
    expect(backup.tableCount).toBe(Object.keys(before).length);
    expect(backup.rowCount).toBe(Object.values(before).reduce((n, r) => n + r.length, 0));
    expect(Object.keys(before)).not.toContain('auth_token');
    expect(Object.keys(before)).not.toContain('sys_backup');
    expect(Object.keys(before)).not.toContain('sys_log');

    const maxJobBefore = (await one<{ m: number }>(sql`select max(id) as m from sys_job`)).m;
    const { newUserToken } = await changeData();
    const maxJobChanged = (await one<{ m: number }>(sql`select max(id) as m from sys_job`)).m;
    expect(await snapshot(server)).not.toEqual(before);

    const res = await restore(backup.id, backup.name);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ tableCount: backup.tableCount, rowCount: backup.rowCount });
    expect(await snapshot(server)).toEqual(before);

    // New ids come after every id the tables had (never reused: jobs and logs may still name them).
    const [job] = await rows<{ id: number }>(server, sql`insert into sys_job (name) values ('还原后岗位') returning id`);
    expect(job?.id).toBeGreaterThan(Math.max(maxJobBefore, maxJobChanged));
    const [dept] = await rows<{ id: number }>(server, sql`insert into sys_dept (name) values ('还原后部门') returning id`);
    expect(dept?.id).toBeGreaterThan((await one<{ m: number }>(sql`select max(id) as m from sys_dept where id <> ${dept?.id}`)).m);

    // The admin's session survives; the user who did not exist at backup time is gone, and so is their token.
    expect((await server.call('GET', '/api/database/backups', { token: tokens.admin })).status).toBe(200);
    expect((await server.call('GET', '/auth/info', { token: newUserToken })).status).toBe(401);
    expect(await countRows(server, 'sys_user', sql`username = 'after_backup'`)).toBe(0);
    // The backup list itself is not rolled back.
    expect(await countRows(server, 'sys_backup', sql`id = ${backup.id}`)).toBe(1);
    await server.database.db.execute(sql`alter table sys_dept drop constraint test_dept_parent_fk`);
  });

  it('lists newest first, describes, downloads, uploads, restores the upload and deletes', async () => {
    const first = await backUp();
    const page = backupPageSchema.parse((await server.call('GET', '/api/database/backups?size=1', { token: tokens.admin })).body);
    expect(page.content.map((b) => b.id)).toEqual([first.id]);
    expect(page.totalElements).toBeGreaterThanOrEqual(2);

    const detail = backupDetailSchema.parse((await server.call('GET', `/api/database/backups/${first.id}`, { token: tokens.admin })).body);
    expect(detail.migrationLevel).toBe(detail.serverMigrationLevel);
    expect(detail.tables.find((t) => t.name === 'sys_user')?.rows).toBeGreaterThan(0);

    const file = await download(server, tokens.admin, first.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${first.name}.json.gz"`);
    expect(file.data.length).toBe(first.size);
    expect(file.data.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const up = await upload(server, tokens.admin, file.data, 'night copy.json.gz');
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const uploaded = backupSchema.parse(up.body);
    expect(uploaded).toMatchObject({ kind: 'uploaded', name: 'night-copy', tableCount: first.tableCount, rowCount: first.rowCount });

    const before = await snapshot(server);
    await server.database.db.execute(sql`update sys_job set job_sort = job_sort + 1`);
    expect((await restore(uploaded.id, 'night-copy')).status).toBe(200);
    expect(await snapshot(server)).toEqual(before);

    const keyOf = async (id: number) => (await one<{ storage_key: string }>(sql`select storage_key from sys_backup where id = ${id}`)).storage_key;
    const uploadedKey = await keyOf(uploaded.id);
    expect(uploadedKey).toMatch(/^backups\/[0-9a-f-]{36}\.json\.gz$/);
    expect((await server.call('DELETE', `/api/database/backups/${uploaded.id}`, { token: tokens.admin })).body).toEqual({ ok: true });
    expect(await countRows(server, 'sys_backup', sql`id = ${uploaded.id}`)).toBe(0);
    expect(await server.app.storage.get(uploadedKey)).toBeNull();
    expect(await server.app.storage.get(await keyOf(first.id))).not.toBeNull();
    expect((await server.call('DELETE', `/api/database/backups/${uploaded.id}`, { token: tokens.admin })).body)
      .toEqual({ status: 404, message: MessageKey.maintBackupNotFound });
    expect((await download(server, tokens.admin, uploaded.id)).status).toBe(404);
  });

  it('refuses bad uploads, a wrong confirmation and a backup of another migration level with 400', async () => {
    const good = await backUp();
    const { data } = await download(server, tokens.admin, good.id);
    const bad: Array<[string, Buffer]> = [
      ['not gzip', Buffer.from('hello, this is not a backup')],
      ['gzip of text', (await import('node:zlib')).gzipSync('not json\n')],
      ['unknown format', rewritten(data, (h) => { h.format = 'pg_dump'; })],
      ['newer version', rewritten(data, (h) => { h.version = 2; })],
      ['rows missing', rewritten(data, () => undefined, (lines) => lines.slice(0, -3))],
      ['truncated gzip', data.subarray(0, Math.floor(data.length / 2))],
    ];
    for (const [what, file] of bad) {
      const res = await upload(server, tokens.admin, file);
      expect(res.status, what).toBe(400);
      expect(res.body.message, what).toBe(MessageKey.maintBackupInvalidFile);
    }
    const before = await countRows(server, 'sys_backup');
    expect(before).toBeGreaterThan(0);

    expect((await restore(good.id, `${good.name}x`)).body).toEqual({ status: 400, message: MessageKey.maintBackupConfirmMismatch });
    expect((await restore(999_999, 'x')).status).toBe(404);
    expect((await server.call('POST', `/api/database/backups/${good.id}/restore`, { token: tokens.admin, body: {} })).status).toBe(400);

    const other = backupSchema.parse((await upload(server, tokens.admin, rewritten(data, (h) => { h.migrationLevel = '3:0123456789ab'; }), 'old.json.gz')).body);
    const snap = await snapshot(server);
    const refused = await restore(other.id, 'old');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MessageKey.maintBackupLevelMismatch);
    const detail = backupDetailSchema.parse((await server.call('GET', `/api/database/backups/${good.id}`, { token: tokens.admin })).body);
    expect(refused.body.errors).toEqual([{ path: 'backup', message: '3:0123456789ab' }, { path: 'server', message: detail.serverMigrationLevel }]);
    expect(await snapshot(server)).toEqual(snap);
  });

  it('rolls back everything when a row fails half-way', async () => {
    const good = await backUp();
    const { data } = await download(server, tokens.admin, good.id);
    // The last row of the last table emptied (its NOT NULL columns refuse it): every earlier table was already
    // replaced inside the transaction when it fails.
    const broken = rewritten(data, () => undefined, (lines) => {
      const last = lines.map((l) => l.startsWith('{')).lastIndexOf(true);
      return lines.map((l, i) => (i === last ? '{}' : l));
    });
    const up = backupSchema.parse((await upload(server, tokens.admin, broken, 'broken.json.gz')).body);
    const snap = await snapshot(server);
    await server.database.db.execute(sql`update sys_job set job_sort = job_sort + 7`);
    const changed = await snapshot(server);
    const res = await restore(up.id, 'broken');
    expect(res.body).toEqual({ status: 400, message: MessageKey.maintBackupInvalidFile });
    expect(await snapshot(server)).toEqual(changed);
    expect(changed).not.toEqual(snap);
    expect((await server.call('GET', '/api/database/backups', { token: tokens.admin })).status).toBe(200);
  });

  it('runs one backup or restore at a time: the other answers 409', async () => {
    const backup = await backUp();
    // Sent together, the two may still not overlap on a busy machine (one done before the other reaches the gate),
    // so they are sent again until they do, at most five times: a gate that lets both through fails every time.
    for (let attempt = 1; ; attempt++) {
      const answers = await Promise.all([
        server.call('POST', '/api/database/backups', { token: tokens.admin }),
        restore(backup.id, backup.name),
      ]);
      const statuses = answers.map((a) => a.status);
      expect(statuses.every((s) => s === 201 || s === 200 || s === 409), String(statuses)).toBe(true);
      expect(statuses.filter((s) => s === 201 || s === 200).length, String(statuses)).toBeGreaterThanOrEqual(1);
      const refused = answers.find((a) => a.status === 409);
      if (refused) {
        expect(refused.body).toEqual({ status: 409, message: MessageKey.maintBackupBusy });
        break;
      }
      expect(attempt, 'the backup and the restore never overlapped, or both ran at once').toBeLessThan(5);
    }
  });
});
