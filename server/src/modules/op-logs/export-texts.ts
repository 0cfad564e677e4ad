import type { OpLog } from 'shared-contracts/api/op-logs';
import { readerTime, sheetColumns, TIME_FORMAT, type ExportLang, type SheetColumn } from '../exports/xlsx-sheet';

const COLUMNS = ['username', 'method', 'route', 'url', 'ip', 'browser', 'status', 'durationMs', 'errorMessage', 'createTime'] as const;
type Column = (typeof COLUMNS)[number];
type Texts = { info: string; error: string; columns: Record<Column, string> };

/** The log exports' headers in the portal's three languages (SPEC §1). */
const TEXTS: Record<ExportLang, Texts> = {
  en: {
    info: 'Operation log',
    error: 'Error log',
    columns: {
      username: 'User', method: 'Method', route: 'Action', url: 'Address', ip: 'IP', browser: 'Browser',
      status: 'Status', durationMs: 'Duration (ms)', errorMessage: 'Error', createTime: 'Time',
    },
  },
  cn: {
    info: '操作日志',
    error: '异常日志',
    columns: {
      username: '用户', method: '请求方式', route: '操作', url: '请求地址', ip: 'IP', browser: '浏览器',
      status: '状态码', durationMs: '耗时(毫秒)', errorMessage: '异常信息', createTime: '时间',
    },
  },
  vi: {
    info: 'Nhật ký thao tác',
    error: 'Nhật ký lỗi',
    columns: {
      username: 'Người dùng', method: 'Phương thức', route: 'Thao tác', url: 'Địa chỉ', ip: 'IP', browser: 'Trình duyệt',
      status: 'Mã trạng thái', durationMs: 'Thời gian xử lý (ms)', errorMessage: 'Lỗi', createTime: 'Thời gian',
    },
  },
};

const WIDTHS: Record<Column, number> = {
  username: 16, method: 9, route: 30, url: 40, ip: 16, browser: 26, status: 9, durationMs: 12, errorMessage: 36, createTime: 20,
};

/** The sheet's name and columns of one log in one language. */
export function logSheet(kind: 'info' | 'error', lang: ExportLang, tzOffset: number): { name: string; columns: SheetColumn<OpLog>[] } {
  const t = TEXTS[lang];
  const columns = sheetColumns<OpLog, Column>(COLUMNS, t.columns, WIDTHS,
    (c) => (c === 'createTime' ? (row) => readerTime(row.createTime, tzOffset) : (row) => row[c]), { createTime: TIME_FORMAT });
  return { name: kind === 'info' ? t.info : t.error, columns };
}
