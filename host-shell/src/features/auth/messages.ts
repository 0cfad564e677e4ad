import type { Locale } from 'shared-contracts/i18n/locale';

/** Texts of the login page; field errors are the server's keys (shared-contracts messages-auth.ts). */
const en = {
  'login.heading': 'Sign in',
  'login.subheading': 'Manage your purchases, orders and payments.',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.captcha': 'Verification code',
  'login.captchaPlaceholder': '4 digits',
  'login.captchaImage': 'Verification code image',
  'login.captchaRefresh': 'Show a new verification code',
  'login.captchaUnavailable': 'Code unavailable, click to retry',
  'login.rememberMe': 'Remember me',
  'login.submit': 'Sign in',
  'login.noAccount': 'No account yet?',
  'login.register': 'Register now',
  'login.registered': 'Registration complete. Sign in with your new account.',
  'login.failed': 'Sign-in failed',
};

type AuthMessages = Record<keyof typeof en, string>;

const cn: AuthMessages = {
  'login.heading': '账号登录',
  'login.subheading': '管理您的采购、订单与付款。',
  'login.username': '用户名',
  'login.password': '密码',
  'login.showPassword': '显示密码',
  'login.hidePassword': '隐藏密码',
  'login.captcha': '验证码',
  'login.captchaPlaceholder': '4 位数字',
  'login.captchaImage': '验证码图片',
  'login.captchaRefresh': '换一张验证码',
  'login.captchaUnavailable': '验证码加载失败，点击重试',
  'login.rememberMe': '记住我',
  'login.submit': '登录',
  'login.noAccount': '还没有账号？',
  'login.register': '立即注册',
  'login.registered': '注册成功，请使用新账号登录。',
  'login.failed': '登录失败',
};

const vi: AuthMessages = {
  'login.heading': 'Đăng nhập',
  'login.subheading': 'Quản lý việc mua hàng, đơn hàng và thanh toán của bạn.',
  'login.username': 'Tên đăng nhập',
  'login.password': 'Mật khẩu',
  'login.showPassword': 'Hiện mật khẩu',
  'login.hidePassword': 'Ẩn mật khẩu',
  'login.captcha': 'Mã xác minh',
  'login.captchaPlaceholder': '4 chữ số',
  'login.captchaImage': 'Hình ảnh mã xác minh',
  'login.captchaRefresh': 'Đổi mã xác minh khác',
  'login.captchaUnavailable': 'Không tải được mã, bấm để thử lại',
  'login.rememberMe': 'Ghi nhớ đăng nhập',
  'login.submit': 'Đăng nhập',
  'login.noAccount': 'Chưa có tài khoản?',
  'login.register': 'Đăng ký ngay',
  'login.registered': 'Đăng ký thành công. Hãy đăng nhập bằng tài khoản mới.',
  'login.failed': 'Đăng nhập thất bại',
};

export const authPageMessages: Record<Locale, AuthMessages> = { en, cn, vi };
