import type { Locale } from 'shared-contracts/i18n/locale';

const en = { 'notify.close': 'Close notification' };
type NotifyMessages = Record<keyof typeof en, string>;
const cn: NotifyMessages = { 'notify.close': '关闭通知' };
const vi: NotifyMessages = { 'notify.close': 'Đóng thông báo' };

export const notifyMessages: Record<Locale, NotifyMessages> = { en, cn, vi };
