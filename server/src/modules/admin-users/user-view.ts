import type { AdminUser } from 'shared-contracts/api/admin-users';
import { cleanI18n } from '../../db/i18n-text';
import { iso } from '../../db/rows';
import type { UserRow } from './repository';

/** Both drivers parse json columns; the string branch only guards a driver configured without parsers. */
const listOf = <T>(value: T[] | string | null): T[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed as T[] : [];
};

/** A user as the back office sees it (never the password hash). */
export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    nickName: row.nick_name,
    email: row.email,
    phone: row.phone,
    areaCode: row.area_code,
    gender: row.gender,
    accountType: row.account_type,
    enabled: row.enabled,
    isAdmin: row.is_admin,
    dept: row.dept_id !== null && row.dept_name !== null
      ? { id: row.dept_id, name: row.dept_name, nameI18n: cleanI18n(row.dept_name_i18n) }
      : null,
    roles: listOf(row.roles).map((r) => ({ id: r.id, name: r.name, title: r.title, titleI18n: cleanI18n(r.titleI18n), level: r.level })),
    jobs: listOf(row.jobs).map((j) => ({ id: j.id, name: j.name, nameI18n: cleanI18n(j.nameI18n) })),
    createTime: iso(row.created_at),
    pwdResetTime: row.pwd_reset_time === null ? null : iso(row.pwd_reset_time),
  };
}
