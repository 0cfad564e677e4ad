import { MessageKey as K } from '../api/message-keys';

/**
 * Texts of the message keys the back office's online users and logs calls answer with, in the portal's three languages.
 * The host merges them into its messages (host-shell/src/i18n/host-messages.ts).
 */
const en = {
  [K.monOnlineSelfKick]: 'You cannot sign out your own current session from here. Use Sign out instead.',
  [K.monOnlineNotFound]: 'The session does not exist.',
  [K.monLogNotFound]: 'The log entry does not exist.',
  [K.monLogExportTooLarge]: 'Too many log entries to export at once. Narrow the filters and try again.',
  [K.monOnlineExportTooLarge]: 'Too many sessions to export at once. Narrow the filter and try again.',
} as const;

type Messages = Readonly<Record<keyof typeof en, string>>;

const cn: Messages = {
  [K.monOnlineSelfKick]: '不能在此强制退出自己当前的会话，请使用“退出登录”',
  [K.monOnlineNotFound]: '会话不存在',
  [K.monLogNotFound]: '日志不存在',
  [K.monLogExportTooLarge]: '导出的日志过多，请缩小筛选范围后重试',
  [K.monOnlineExportTooLarge]: '导出的会话过多，请缩小筛选范围后重试',
};

const vi: Messages = {
  [K.monOnlineSelfKick]: 'Bạn không thể buộc đăng xuất phiên hiện tại của chính mình tại đây. Hãy dùng Đăng xuất.',
  [K.monOnlineNotFound]: 'Phiên đăng nhập không tồn tại.',
  [K.monLogNotFound]: 'Mục nhật ký không tồn tại.',
  [K.monLogExportTooLarge]: 'Có quá nhiều mục nhật ký để xuất cùng lúc. Hãy thu hẹp bộ lọc rồi thử lại.',
  [K.monOnlineExportTooLarge]: 'Có quá nhiều phiên để xuất cùng lúc. Hãy thu hẹp bộ lọc rồi thử lại.',
};

export const monitorLogMessages = { en, cn, vi } as const;
