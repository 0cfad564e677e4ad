import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { seedAccounts } from '../../seed/accounts';

const { server } = useTestServer();

const reseed = () => server.database.db.transaction((tx) => seedAccounts(tx));
const snapshot = async () => ({
  depts: await countRows(server, 'sys_dept'),
  roles: await countRows(server, 'sys_role'),
  users: await countRows(server, 'sys_user'),
  links: await countRows(server, 'sys_users_roles'),
});

describe('seedAccounts', () => {
  it('seeds the five roles with their exact names, titles and levels, in three languages', async () => {
    const roles = await rows<{ name: string; title: string; level: number; en: string; vi: string; description: string }>(server, sql`
      select name, title, level, title_i18n->>'en' as en, title_i18n->>'vi' as vi, description from sys_role order by level, name`);
    expect(roles.map((r) => [r.name, r.title, r.level])).toEqual([
      ['admin', '超级管理员', 1], ['operator', '运营专员', 2],
      ['cooperative', '合作社', 3], ['purchaser', '核心企业/采购商', 3], ['supplier', '供应商', 3],
    ]);
    for (const r of roles) {
      expect(r.en).toMatch(/\w/);
      expect(r.vi).toMatch(/\w/);
      expect(r.description.length).toBeGreaterThan(20);
    }
  });

  it('seeds a department tree including the border warehouses, named in en and vi', async () => {
    const depts = await rows<{ name: string; parent: string | null; en: string; vi: string }>(server, sql`
      select d.name, p.name as parent, d.name_i18n->>'en' as en, d.name_i18n->>'vi' as vi
      from sys_dept d left join sys_dept p on p.id = d.pid`);
    expect(depts.length).toBeGreaterThanOrEqual(10);
    expect(depts.filter((d) => d.parent === null)).toHaveLength(1);
    expect(depts.find((d) => d.en === 'Pingxiang Warehouse')?.vi).toBe('Kho Bằng Tường');
    expect(depts.find((d) => d.en === 'Lang Son Warehouse')).toBeDefined();
    for (const d of depts) expect(d.vi).toMatch(/\w/);
  });

  it('seeds the demo users with their roles, account types and departments', async () => {
    const users = await rows<{ username: string; is_admin: boolean; account_type: string; roles: string; dept: string | null; email: string; phone: string }>(server, sql`
      select u.username, u.is_admin, u.account_type, u.email, u.phone, d.name_i18n->>'en' as dept,
        (select string_agg(r.name, ',') from sys_users_roles ur join sys_role r on r.id = ur.role_id where ur.user_id = u.id) as roles
      from sys_user u left join sys_dept d on d.id = u.dept_id order by u.id`);
    const byName = new Map(users.map((u) => [u.username, u]));
    expect(byName.get('admin')).toMatchObject({ is_admin: true, roles: 'admin', email: 'admin@procurement.example' });
    expect(byName.get('operator')).toMatchObject({ is_admin: false, roles: 'operator', dept: 'Operations' });
    expect(byName.get('buyer')).toMatchObject({ is_admin: false, roles: 'purchaser', account_type: 'purchaser' });
    for (const u of users) expect(u.dept).not.toBeNull();
  });

  it('adds nothing when run again', async () => {
    const before = await snapshot();
    await reseed();
    expect(await snapshot()).toEqual(before);
  });

  it('leaves what an admin changed alone', async () => {
    const db = server.database.db;
    await db.execute(sql`update sys_user set nick_name = 'Chief admin', email = 'chief@procurement.example' where username = 'admin'`);
    await db.execute(sql`update sys_role set title = '高级运营' where name = 'operator'`);
    await db.execute(sql`delete from sys_users_roles where user_id = (select id from sys_user where username = 'buyer')`);
    await reseed();
    const [admin] = await rows<{ nick_name: string; email: string }>(server, sql`select nick_name, email from sys_user where username = 'admin'`);
    expect(admin).toEqual({ nick_name: 'Chief admin', email: 'chief@procurement.example' });
    const [role] = await rows<{ title: string }>(server, sql`select title from sys_role where name = 'operator'`);
    expect(role?.title).toBe('高级运营');
    expect(await countRows(server, 'sys_users_roles', sql`user_id = (select id from sys_user where username = 'buyer')`)).toBe(0);
  });

  it('puts back a demo user that was deleted, and only that one', async () => {
    await server.database.db.execute(sql`delete from sys_user where username = 'coop'`);
    const before = await snapshot();
    await reseed();
    expect(await snapshot()).toEqual({ ...before, users: before.users + 1, links: before.links + 1 });
  });

  it('does not duplicate anything when two processes seed at once', async () => {
    await server.database.db.execute(sql`delete from sys_user where username = 'supplier'`);
    const before = await snapshot();
    await Promise.all([reseed(), reseed()]);
    expect(await snapshot()).toEqual({ ...before, users: before.users + 1, links: before.links + 1 });
  });
});
