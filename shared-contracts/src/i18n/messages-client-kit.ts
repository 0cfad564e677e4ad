import type { Locale } from './locale';

/**
 * Texts for the message ids the client kit introduces: the shared validators, the HTTP error catalogue and
 * relative times. The login/register form rules answer the server's own keys (api/message-keys.ts), so a
 * field error reads the same whether the client or the server found it; their texts live once, in
 * messages-auth.ts, and are deliberately not repeated here (two texts for one id would compete).
 * ICU syntax for react-intl; `{count}` and `{status}` are values.
 */
const en = {
  'validate.phone': 'Please enter a correct phone number',
  'validate.ip': 'Please enter a correct IP address',
  'validate.phoneOrLandline': 'Please enter a correct phone or landline number',
  'validate.bankCard': 'Please enter a correct bank card number',
  'error.timeout': 'network request timeout',
  'error.title': 'Error',
  'error.network': 'The server cannot be reached. Please check your network connection',
  'error.requestFailed': 'Request failed ({status})',
  'time.justNow': 'just now',
  'time.minutesAgo': '{count, plural, one {# minute ago} other {# minutes ago}}',
  'time.hoursAgo': '{count, plural, one {# hour ago} other {# hours ago}}',
  'time.oneDayAgo': '1 day ago',
  'time.daysAgo': '{count, plural, one {# day ago} other {# days ago}}',
} as const;

export type ClientKitMessageId = keyof typeof en;
type Messages = Readonly<Record<ClientKitMessageId, string>>;

const cn: Messages = {
  'validate.phone': '请输入正确的手机号码',
  'validate.ip': '请输入正确的IP地址',
  'validate.phoneOrLandline': '请输入正确的手机号码或固话号码',
  'validate.bankCard': '请输入正确的银行卡号',
  'error.timeout': '网络请求超时',
  'error.title': '错误',
  'error.network': '无法连接服务器，请检查网络连接',
  'error.requestFailed': '接口请求失败（{status}）',
  'time.justNow': '刚刚',
  'time.minutesAgo': '{count}分钟前',
  'time.hoursAgo': '{count}小时前',
  'time.oneDayAgo': '1天前',
  'time.daysAgo': '{count}天前',
};

const vi: Messages = {
  'validate.phone': 'Vui lòng nhập số điện thoại di động hợp lệ',
  'validate.ip': 'Vui lòng nhập địa chỉ IP hợp lệ',
  'validate.phoneOrLandline': 'Vui lòng nhập số điện thoại di động hoặc số điện thoại bàn hợp lệ',
  'validate.bankCard': 'Vui lòng nhập số thẻ ngân hàng hợp lệ',
  'error.timeout': 'Yêu cầu mạng đã hết thời gian chờ',
  'error.title': 'Lỗi',
  'error.network': 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng',
  'error.requestFailed': 'Yêu cầu thất bại ({status})',
  'time.justNow': 'vừa xong',
  'time.minutesAgo': '{count} phút trước',
  'time.hoursAgo': '{count} giờ trước',
  'time.oneDayAgo': '1 ngày trước',
  'time.daysAgo': '{count} ngày trước',
};

export const clientKitMessages: Readonly<Record<Locale, Messages>> = { en, cn, vi };
