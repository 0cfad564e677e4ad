import type { OnlineSession } from 'shared-contracts/api/online-users';
import { localized } from 'shared-contracts/mall/localized';
import { readerTime, sheetColumns, TIME_FORMAT, type ExportLang, type SheetColumn } from '../exports/xlsx-sheet';

const COLUMNS = ['username', 'nickName', 'dept', 'ip', 'browser', 'os', 'loginTime', 'lastActiveTime'] as const;
type Column = (typeof COLUMNS)[number];

/** The online users export in the portal's three languages (SPEC §1). */
const TEXTS: Record<ExportLang, { sheet: string; columns: Record<Column, string> }> = {
  en: {
    sheet: 'Online users',
    columns: {
      username: 'Username', nickName: 'Nickname', dept: 'Department', ip: 'IP', browser: 'Browser', os: 'Operating system',
      loginTime: 'Signed in', lastActiveTime: 'Last active',
    },
  },
  cn: {
    sheet: '在线用户',
    columns: {
      username: '用户名', nickName: '昵称', dept: '部门', ip: 'IP', browser: '浏览器', os: '操作系统',
      loginTime: '登录时间', lastActiveTime: '最近活动',
    },
  },
  vi: {
    sheet: 'Người dùng trực tuyến',
    columns: {
      username: 'Tên đăng nhập', nickName: 'Biệt danh', dept: 'Phòng ban', ip: 'IP', browser: 'Trình duyệt', os: 'Hệ điều hành',
      loginTime: 'Đăng nhập lúc', lastActiveTime: 'Hoạt động gần nhất',
    },
  },
};

const WIDTHS: Record<Column, number> = { username: 18, nickName: 20, dept: 24, ip: 18, browser: 20, os: 18, loginTime: 20, lastActiveTime: 20 };

function cell(c: Column, lang: ExportLang, tzOffset: number): SheetColumn<OnlineSession>['value'] {
  if (c === 'loginTime' || c === 'lastActiveTime') return (s) => readerTime(s[c], tzOffset);
  if (c === 'dept') return (s) => (s.dept ? localized(s.dept.name, s.dept.nameI18n, lang) : null);
  return (s) => s[c];
}

export function onlineSheet(lang: ExportLang, tzOffset: number): { name: string; columns: SheetColumn<OnlineSession>[] } {
  const t = TEXTS[lang];
  return {
    name: t.sheet,
    columns: sheetColumns(COLUMNS, t.columns, WIDTHS, (c) => cell(c, lang, tzOffset), { loginTime: TIME_FORMAT, lastActiveTime: TIME_FORMAT }),
  };
}
