import { sql } from 'drizzle-orm';
import type { User } from 'shared-contracts/api/auth';
import type { DbOrTx } from '../../db/connect';
import { iso, queryRows } from '../../db/rows';
import { rolesOf } from './tokens';

type UserRow = {
  id: number; username: string; nick_name: string; email: string | null; phone: string | null;
  area_code: string | null; gender: string | null; avatar_name: string | null; account_type: string;
  created_at: Date | string; dept_id: number | null; dept_name: string | null;
  role_list: { id: number; name: string; title: string }[] | string | null; permissions: string[] | null;
};

/**
 * The user as the client sees it (never the password hash). Roles are ordered as in tokens.ts
 * (level, then id), so the role the navbar shows first is the most powerful one.
 */
export async function loadUserView(db: DbOrTx, userId: number): Promise<User | null> {
  const [row] = await queryRows<UserRow>(db, sql`
    select u.id, u.username, u.nick_name, u.email, u.phone, u.area_code, u.gender, u.avatar_name, u.account_type,
      u.created_at, d.id as dept_id, d.name as dept_name,
      coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'title', r.title) order by r.level, r.id)
                from sys_users_roles ur join sys_role r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as role_list,
      array(select distinct m.permission from sys_users_roles ur
            join sys_roles_menus rm on rm.role_id = ur.role_id
            join sys_menu m on m.id = rm.menu_id
            where ur.user_id = u.id and m.permission is not null and m.permission <> ''
            order by m.permission) as permissions
    from sys_user u left join sys_dept d on d.id = u.dept_id
    where u.id = ${userId}`);
  if (!row) return null;
  // Both drivers parse json; the string branch only guards a driver configured without parsers.
  const roleList = typeof row.role_list === 'string' ? JSON.parse(row.role_list) as UserRow['role_list'] : row.role_list;
  const roleRecords = Array.isArray(roleList) ? roleList : [];
  return {
    id: row.id,
    username: row.username,
    nickName: row.nick_name,
    email: row.email,
    phone: row.phone,
    areaCode: row.area_code,
    gender: row.gender,
    avatarName: row.avatar_name,
    accountType: row.account_type,
    dept: row.dept_id !== null && row.dept_name !== null ? { id: row.dept_id, name: row.dept_name } : null,
    roleList: roleRecords,
    roles: rolesOf(roleRecords.map((r) => r.name), row.permissions ?? []),
    createdAt: iso(row.created_at),
  };
}
