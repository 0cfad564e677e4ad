import type { Locale } from 'shared-contracts/i18n/locale';

/** Texts of the shell's routing: product title, session restore, framed pages, the stand-in layout. */
const en = {
  'app.title': 'Cross-border Procurement Service Platform',
  'guard.restoring': 'Preparing your workspace…',
  'guard.menuFailed': 'Your menu could not be loaded.',
  'guard.menuFailedHint': 'Check your connection and try again.',
  'guard.retry': 'Try again',
  'iframe.title': 'Embedded page: {title}',
  'iframe.openNew': 'Open in a new window',
  'minimal.menu': 'Main menu',
  'minimal.logout': 'Log out',
  'minimal.login': 'Sign in',
};

type RouteMessages = Record<keyof typeof en, string>;

const cn: RouteMessages = {
  'app.title': '跨境采购服务平台',
  'guard.restoring': '正在准备您的工作台…',
  'guard.menuFailed': '菜单加载失败。',
  'guard.menuFailedHint': '请检查网络连接后重试。',
  'guard.retry': '重试',
  'iframe.title': '内嵌页面：{title}',
  'iframe.openNew': '在新窗口打开',
  'minimal.menu': '主菜单',
  'minimal.logout': '退出登录',
  'minimal.login': '登录',
};

const vi: RouteMessages = {
  'app.title': 'Nền tảng dịch vụ thu mua xuyên biên giới',
  'guard.restoring': 'Đang chuẩn bị không gian làm việc của bạn…',
  'guard.menuFailed': 'Không thể tải menu của bạn.',
  'guard.menuFailedHint': 'Vui lòng kiểm tra kết nối và thử lại.',
  'guard.retry': 'Thử lại',
  'iframe.title': 'Trang nhúng: {title}',
  'iframe.openNew': 'Mở trong cửa sổ mới',
  'minimal.menu': 'Menu chính',
  'minimal.logout': 'Đăng xuất',
  'minimal.login': 'Đăng nhập',
};

export const routeMessages: Record<Locale, RouteMessages> = { en, cn, vi };
