import type { AdminUser } from 'shared-contracts/api/admin-users';
import { localized } from 'shared-contracts/mall/localized';
import { buildSheet, readerTime, sheetColumns, type SheetColumn } from '../exports/xlsx-sheet';
import { EXPORT_COLUMNS, EXPORT_TEXTS, type ExportColumn, type ExportLang } from './export-texts';

const WIDTHS: Record<ExportColumn, number> = {
  username: 18, nickName: 20, email: 30, phone: 18, dept: 24, roles: 28, jobs: 24, accountType: 16, enabled: 10, createTime: 20,
};
// Phone numbers keep their leading zero as text.
const FORMATS: Partial<Record<ExportColumn, string>> = { phone: '@', createTime: 'yyyy-mm-dd hh:mm' };

/**
 * The users as an .xlsx sheet in one language: names of departments, roles and jobs in it, times as the reader's
 * clock shows them (`tzOffset` minutes east of UTC; Excel dates carry no zone).
 */
export async function buildUsersSheet(users: readonly AdminUser[], lang: ExportLang, tzOffset: number): Promise<Buffer> {
  const t = EXPORT_TEXTS[lang];
  const values: Record<ExportColumn, SheetColumn<AdminUser>['value']> = {
    username: (u) => u.username,
    nickName: (u) => u.nickName,
    email: (u) => u.email ?? '',
    phone: (u) => (u.phone ? `${u.areaCode ?? ''} ${u.phone}`.trim() : ''),
    dept: (u) => (u.dept ? localized(u.dept.name, u.dept.nameI18n, lang) : ''),
    roles: (u) => u.roles.map((r) => localized(r.title, r.titleI18n, lang)).join(', '),
    jobs: (u) => u.jobs.map((j) => localized(j.name, j.nameI18n, lang)).join(', '),
    accountType: (u) => t.accountTypes[u.accountType] ?? u.accountType,
    enabled: (u) => (u.enabled ? t.yes : t.no),
    createTime: (u) => readerTime(u.createTime, tzOffset),
  };
  return buildSheet(t.sheet, sheetColumns(EXPORT_COLUMNS, t.columns, WIDTHS, (c) => values[c], FORMATS), users);
}
