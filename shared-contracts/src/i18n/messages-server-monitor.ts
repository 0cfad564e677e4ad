import { MessageKey as K } from '../api/message-keys';

/**
 * Texts of the message keys the back office's server and SQL monitor calls answer with, in the portal's three languages.
 * The host merges them into its messages (host-shell/src/i18n/host-messages.ts).
 */
const en = {
  [K.monSqlSourceUnavailable]: 'pg_stat_statements is not available in this database. The server’s own timings are shown instead.',
  [K.monSqlResetForbidden]: 'The database does not allow the portal to reset pg_stat_statements. Ask the database administrator.',
} as const;

type Messages = Readonly<Record<keyof typeof en, string>>;

const cn: Messages = {
  [K.monSqlSourceUnavailable]: '当前数据库没有可用的 pg_stat_statements，请查看服务器自身的计时。',
  [K.monSqlResetForbidden]: '数据库不允许门户重置 pg_stat_statements，请联系数据库管理员。',
};

const vi: Messages = {
  [K.monSqlSourceUnavailable]: 'Cơ sở dữ liệu này không có pg_stat_statements. Hãy xem số liệu đo của chính máy chủ.',
  [K.monSqlResetForbidden]: 'Cơ sở dữ liệu không cho phép cổng thông tin đặt lại pg_stat_statements. Hãy liên hệ quản trị viên cơ sở dữ liệu.',
};

export const serverMonitorMessages = { en, cn, vi } as const;
