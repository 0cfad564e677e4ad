import type { Locale } from 'shared-contracts/i18n/locale';
import { monitorLogMessages } from 'shared-contracts/i18n/messages-monitor-logs';
import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';
import { adminCommonMessages } from '../../i18n/common-messages';

const en = {
  'admin.monitor.online.title': 'Online users',
  'admin.monitor.online.intro': 'Everyone signed in now. Kicking a session out signs it out at once, on every server.',
  'admin.monitor.online.search': 'Search sessions',
  'admin.monitor.online.searchPlaceholder': 'Username, nickname or IP address',
  'admin.monitor.online.export': 'Export',
  'admin.monitor.online.kick': 'Sign out',
  'admin.monitor.online.kickOf': 'Sign out {name}',
  'admin.monitor.online.kickSelected': 'Sign out selected ({count})',
  'admin.monitor.online.selectPage': 'Select all on this page',
  'admin.monitor.online.selectOf': 'Select the session of {name}',
  'admin.monitor.online.current': 'This session',
  'admin.monitor.online.unknown': 'Unknown',
  'admin.monitor.online.empty': 'Nobody is signed in.',
  'admin.monitor.online.noMatch': 'No session matches this search.',
  'admin.monitor.online.confirmTitle': 'Sign users out?',
  'admin.monitor.online.confirmOne': 'Sign out the session of “{name}”? They will have to sign in again.',
  'admin.monitor.online.confirmMany': 'Sign out {count, plural, one {# session} other {# sessions}}? Their users will have to sign in again.',
  'admin.monitor.online.col.select': 'Select',
  'admin.monitor.online.col.username': 'Username',
  'admin.monitor.online.col.nickName': 'Nickname',
  'admin.monitor.online.col.dept': 'Department',
  'admin.monitor.online.col.ip': 'IP address',
  'admin.monitor.online.col.browser': 'Browser',
  'admin.monitor.online.col.os': 'Operating system',
  'admin.monitor.online.col.loginTime': 'Signed in',
  'admin.monitor.online.col.lastActiveTime': 'Last active',
  'admin.monitor.online.col.actions': 'Actions',
} as const;

type OnlineMessages = Readonly<Record<keyof typeof en, string>>;

const cn: OnlineMessages = {
  'admin.monitor.online.title': '在线用户',
  'admin.monitor.online.intro': '当前已登录的所有会话。强制退出后该会话立即失效（所有服务器同时生效）。',
  'admin.monitor.online.search': '搜索会话',
  'admin.monitor.online.searchPlaceholder': '用户名、昵称或 IP 地址',
  'admin.monitor.online.export': '导出',
  'admin.monitor.online.kick': '强制退出',
  'admin.monitor.online.kickOf': '强制退出 {name}',
  'admin.monitor.online.kickSelected': '强制退出所选（{count}）',
  'admin.monitor.online.selectPage': '全选本页',
  'admin.monitor.online.selectOf': '选择 {name} 的会话',
  'admin.monitor.online.current': '当前会话',
  'admin.monitor.online.unknown': '未知',
  'admin.monitor.online.empty': '当前没有在线用户。',
  'admin.monitor.online.noMatch': '没有符合条件的会话。',
  'admin.monitor.online.confirmTitle': '确认强制退出？',
  'admin.monitor.online.confirmOne': '确定强制退出“{name}”的会话吗？该用户需要重新登录。',
  'admin.monitor.online.confirmMany': '确定强制退出 {count} 个会话吗？这些用户需要重新登录。',
  'admin.monitor.online.col.select': '选择',
  'admin.monitor.online.col.username': '用户名',
  'admin.monitor.online.col.nickName': '昵称',
  'admin.monitor.online.col.dept': '部门',
  'admin.monitor.online.col.ip': 'IP 地址',
  'admin.monitor.online.col.browser': '浏览器',
  'admin.monitor.online.col.os': '操作系统',
  'admin.monitor.online.col.loginTime': '登录时间',
  'admin.monitor.online.col.lastActiveTime': '最近活动',
  'admin.monitor.online.col.actions': '操作',
};

const vi: OnlineMessages = {
  'admin.monitor.online.title': 'Người dùng trực tuyến',
  'admin.monitor.online.intro': 'Mọi phiên đang đăng nhập. Buộc đăng xuất một phiên sẽ kết thúc phiên đó ngay lập tức trên mọi máy chủ.',
  'admin.monitor.online.search': 'Tìm phiên đăng nhập',
  'admin.monitor.online.searchPlaceholder': 'Tên đăng nhập, biệt danh hoặc địa chỉ IP',
  'admin.monitor.online.export': 'Xuất tệp',
  'admin.monitor.online.kick': 'Buộc đăng xuất',
  'admin.monitor.online.kickOf': 'Buộc đăng xuất {name}',
  'admin.monitor.online.kickSelected': 'Buộc đăng xuất các phiên đã chọn ({count})',
  'admin.monitor.online.selectPage': 'Chọn tất cả trên trang này',
  'admin.monitor.online.selectOf': 'Chọn phiên của {name}',
  'admin.monitor.online.current': 'Phiên này',
  'admin.monitor.online.unknown': 'Không rõ',
  'admin.monitor.online.empty': 'Không có ai đang đăng nhập.',
  'admin.monitor.online.noMatch': 'Không có phiên nào khớp với tìm kiếm.',
  'admin.monitor.online.confirmTitle': 'Buộc người dùng đăng xuất?',
  'admin.monitor.online.confirmOne': 'Buộc đăng xuất phiên của “{name}”? Người dùng sẽ phải đăng nhập lại.',
  'admin.monitor.online.confirmMany': 'Buộc đăng xuất {count} phiên? Những người dùng này sẽ phải đăng nhập lại.',
  'admin.monitor.online.col.select': 'Chọn',
  'admin.monitor.online.col.username': 'Tên đăng nhập',
  'admin.monitor.online.col.nickName': 'Biệt danh',
  'admin.monitor.online.col.dept': 'Phòng ban',
  'admin.monitor.online.col.ip': 'Địa chỉ IP',
  'admin.monitor.online.col.browser': 'Trình duyệt',
  'admin.monitor.online.col.os': 'Hệ điều hành',
  'admin.monitor.online.col.loginTime': 'Đăng nhập lúc',
  'admin.monitor.online.col.lastActiveTime': 'Hoạt động gần nhất',
  'admin.monitor.online.col.actions': 'Thao tác',
};

const own: Readonly<Record<Locale, OnlineMessages>> = { en, cn, vi };

/** The admin's common words, the texts of the keys the online users calls answer with, then the page's own. */
export const onlinePageMessages: MessagesByLocale = {
  en: { ...adminCommonMessages('en'), ...monitorLogMessages.en, ...own.en },
  cn: { ...adminCommonMessages('cn'), ...monitorLogMessages.cn, ...own.cn },
  vi: { ...adminCommonMessages('vi'), ...monitorLogMessages.vi, ...own.vi },
};
