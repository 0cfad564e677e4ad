import type { Locale } from 'shared-contracts/i18n/locale';
import { serverMonitorMessages } from 'shared-contracts/i18n/messages-server-monitor';
import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';
import { adminCommonMessages } from '../../i18n/common-messages';

const en = {
  'admin.monitor.sql.title': 'SQL monitor',
  'admin.monitor.sql.intro': 'How often the portal runs each database statement and how long it takes, slowest first.',
  'admin.monitor.sql.search': 'Search statements',
  'admin.monitor.sql.searchPlaceholder': 'Part of the statement, e.g. sys_user',
  'admin.monitor.sql.sourceLabel': 'Source',
  'admin.monitor.sql.sourceOption.auto': 'Automatic',
  'admin.monitor.sql.sourceOption.server': 'Server timings',
  'admin.monitor.sql.sourceOption.pg_stat_statements': 'pg_stat_statements',
  'admin.monitor.sql.source.server': 'Source: the server’s own timings',
  'admin.monitor.sql.source.pg_stat_statements': 'Source: PostgreSQL pg_stat_statements',
  'admin.monitor.sql.refresh': 'Refresh',
  'admin.monitor.sql.reset': 'Reset statistics',
  'admin.monitor.sql.reset.title': 'Reset the SQL statistics?',
  'admin.monitor.sql.reset.message': 'Every count and time of this source starts again from zero. This cannot be undone.',
  'admin.monitor.sql.reset.confirm': 'Reset',
  'admin.monitor.sql.totalStatements': 'Statements',
  'admin.monitor.sql.totalCalls': 'Calls',
  'admin.monitor.sql.totalTime': 'Total time',
  'admin.monitor.sql.since': 'Counting since',
  'admin.monitor.sql.empty': 'No statements counted yet.',
  'admin.monitor.sql.noMatch': 'No statement matches this search.',
  'admin.monitor.sql.col.query': 'Statement',
  'admin.monitor.sql.col.calls': 'Calls',
  'admin.monitor.sql.col.total': 'Total time',
  'admin.monitor.sql.col.mean': 'Mean time',
  'admin.monitor.sql.col.max': 'Slowest',
  'admin.monitor.sql.col.rows': 'Rows',
} as const;

type SqlMessages = Readonly<Record<keyof typeof en, string>>;

const cn: SqlMessages = {
  'admin.monitor.sql.title': 'SQL 监控',
  'admin.monitor.sql.intro': '门户执行每条数据库语句的次数和耗时，最慢的排在前面。',
  'admin.monitor.sql.search': '搜索语句',
  'admin.monitor.sql.searchPlaceholder': '语句的一部分，例如 sys_user',
  'admin.monitor.sql.sourceLabel': '数据来源',
  'admin.monitor.sql.sourceOption.auto': '自动',
  'admin.monitor.sql.sourceOption.server': '服务器计时',
  'admin.monitor.sql.sourceOption.pg_stat_statements': 'pg_stat_statements',
  'admin.monitor.sql.source.server': '来源：服务器自身的计时',
  'admin.monitor.sql.source.pg_stat_statements': '来源：PostgreSQL pg_stat_statements',
  'admin.monitor.sql.refresh': '刷新',
  'admin.monitor.sql.reset': '重置统计',
  'admin.monitor.sql.reset.title': '重置 SQL 统计？',
  'admin.monitor.sql.reset.message': '该来源的所有次数和耗时将从零开始重新统计，且无法恢复。',
  'admin.monitor.sql.reset.confirm': '重置',
  'admin.monitor.sql.totalStatements': '语句数',
  'admin.monitor.sql.totalCalls': '执行次数',
  'admin.monitor.sql.totalTime': '总耗时',
  'admin.monitor.sql.since': '统计开始于',
  'admin.monitor.sql.empty': '暂无统计到的语句。',
  'admin.monitor.sql.noMatch': '没有符合搜索条件的语句。',
  'admin.monitor.sql.col.query': '语句',
  'admin.monitor.sql.col.calls': '执行次数',
  'admin.monitor.sql.col.total': '总耗时',
  'admin.monitor.sql.col.mean': '平均耗时',
  'admin.monitor.sql.col.max': '最长耗时',
  'admin.monitor.sql.col.rows': '行数',
};

const vi: SqlMessages = {
  'admin.monitor.sql.title': 'Giám sát SQL',
  'admin.monitor.sql.intro': 'Số lần cổng thông tin chạy từng câu lệnh cơ sở dữ liệu và thời gian thực hiện, chậm nhất trước.',
  'admin.monitor.sql.search': 'Tìm câu lệnh',
  'admin.monitor.sql.searchPlaceholder': 'Một phần câu lệnh, ví dụ sys_user',
  'admin.monitor.sql.sourceLabel': 'Nguồn',
  'admin.monitor.sql.sourceOption.auto': 'Tự động',
  'admin.monitor.sql.sourceOption.server': 'Số liệu đo của máy chủ',
  'admin.monitor.sql.sourceOption.pg_stat_statements': 'pg_stat_statements',
  'admin.monitor.sql.source.server': 'Nguồn: số liệu đo của chính máy chủ',
  'admin.monitor.sql.source.pg_stat_statements': 'Nguồn: PostgreSQL pg_stat_statements',
  'admin.monitor.sql.refresh': 'Làm mới',
  'admin.monitor.sql.reset': 'Đặt lại thống kê',
  'admin.monitor.sql.reset.title': 'Đặt lại thống kê SQL?',
  'admin.monitor.sql.reset.message': 'Mọi số lần và thời gian của nguồn này sẽ bắt đầu lại từ số không. Không thể hoàn tác.',
  'admin.monitor.sql.reset.confirm': 'Đặt lại',
  'admin.monitor.sql.totalStatements': 'Số câu lệnh',
  'admin.monitor.sql.totalCalls': 'Số lần chạy',
  'admin.monitor.sql.totalTime': 'Tổng thời gian',
  'admin.monitor.sql.since': 'Bắt đầu đếm từ',
  'admin.monitor.sql.empty': 'Chưa có câu lệnh nào được đếm.',
  'admin.monitor.sql.noMatch': 'Không có câu lệnh nào phù hợp với tìm kiếm.',
  'admin.monitor.sql.col.query': 'Câu lệnh',
  'admin.monitor.sql.col.calls': 'Số lần chạy',
  'admin.monitor.sql.col.total': 'Tổng thời gian',
  'admin.monitor.sql.col.mean': 'Thời gian trung bình',
  'admin.monitor.sql.col.max': 'Lâu nhất',
  'admin.monitor.sql.col.rows': 'Số dòng',
};

const own: Readonly<Record<Locale, SqlMessages>> = { en, cn, vi };

/** The admin's common words, the monitor's server keys, then the page's own. */
export const sqlPageMessages: MessagesByLocale = {
  en: { ...adminCommonMessages('en'), ...serverMonitorMessages.en, ...own.en },
  cn: { ...adminCommonMessages('cn'), ...serverMonitorMessages.cn, ...own.cn },
  vi: { ...adminCommonMessages('vi'), ...serverMonitorMessages.vi, ...own.vi },
};
