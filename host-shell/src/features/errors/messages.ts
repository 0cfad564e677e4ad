import type { Locale } from 'shared-contracts/i18n/locale';

const en = {
  'errors.404.code': '404',
  'errors.404.title': 'Page not found',
  'errors.404.description': 'The address you opened does not exist or has moved.',
  'errors.401.code': '401',
  'errors.401.title': 'You do not have permission to view this page',
  'errors.401.description': 'Your account has no access to what you asked for. Ask an administrator if you need it.',
  'errors.backToMall': 'Back to the mall',
  'errors.goBack': 'Go back',
};

type ErrorMessages = Record<keyof typeof en, string>;

const cn: ErrorMessages = {
  'errors.404.code': '404',
  'errors.404.title': '页面不存在',
  'errors.404.description': '您访问的地址不存在或已被移动。',
  'errors.401.code': '401',
  'errors.401.title': '您没有权限访问该页面',
  'errors.401.description': '您的账号无权访问该内容，如有需要请联系管理员。',
  'errors.backToMall': '返回商城',
  'errors.goBack': '返回上一页',
};

const vi: ErrorMessages = {
  'errors.404.code': '404',
  'errors.404.title': 'Không tìm thấy trang',
  'errors.404.description': 'Địa chỉ bạn mở không tồn tại hoặc đã được chuyển đi.',
  'errors.401.code': '401',
  'errors.401.title': 'Bạn không có quyền xem trang này',
  'errors.401.description': 'Tài khoản của bạn không có quyền truy cập nội dung này. Vui lòng liên hệ quản trị viên nếu cần.',
  'errors.backToMall': 'Quay lại trung tâm mua sắm',
  'errors.goBack': 'Quay lại',
};

export const errorMessages: Record<Locale, ErrorMessages> = { en, cn, vi };
