import ExcelJS from 'exceljs';
import type { AdminUser } from 'shared-contracts/api/admin-users';
import { localized } from 'shared-contracts/mall/localized';
import { EXPORT_COLUMNS, EXPORT_TEXTS, type ExportColumn, type ExportLang } from './export-texts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const WIDTHS: Record<ExportColumn, number> = {
  username: 18, nickName: 20, email: 30, phone: 18, dept: 24, roles: 28, jobs: 24, accountType: 16, enabled: 10, createTime: 20,
};

/**
 * The users as an .xlsx sheet in one language: names of departments, roles and jobs in it, times as the reader's
 * clock shows them (`tzOffset` minutes east of UTC; Excel dates carry no zone).
 */
export async function buildUsersSheet(users: readonly AdminUser[], lang: ExportLang, tzOffset: number): Promise<Buffer> {
  const t = EXPORT_TEXTS[lang];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: t.columns[c], key: c, width: WIDTHS[c] }));
  sheet.getRow(1).font = { bold: true };
  // Phone numbers keep their leading zero.
  sheet.getColumn('phone').numFmt = '@';
  sheet.getColumn('createTime').numFmt = 'yyyy-mm-dd hh:mm';
  for (const u of users) {
    sheet.addRow({
      username: u.username,
      nickName: u.nickName,
      email: u.email ?? '',
      phone: u.phone ? `${u.areaCode ?? ''} ${u.phone}`.trim() : '',
      dept: u.dept ? localized(u.dept.name, u.dept.nameI18n, lang) : '',
      roles: u.roles.map((r) => localized(r.title, r.titleI18n, lang)).join(', '),
      jobs: u.jobs.map((j) => localized(j.name, j.nameI18n, lang)).join(', '),
      accountType: t.accountTypes[u.accountType] ?? u.accountType,
      enabled: u.enabled ? t.yes : t.no,
      createTime: new Date(new Date(u.createTime).getTime() + tzOffset * 60_000),
    } satisfies Record<ExportColumn, string | Date>);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
