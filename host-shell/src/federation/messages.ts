import type { Locale } from 'shared-contracts/i18n/locale';

const en = {
  'federation.loading': 'Loading the page…',
  'federation.loadFailed': 'This page could not be loaded.',
  'federation.loadFailedHint': 'The rest of the portal keeps working. Check your connection and try again.',
  'federation.module': 'Module: {id}',
  'federation.retry': 'Retry',
};

type FederationMessages = Record<keyof typeof en, string>;

const cn: FederationMessages = {
  'federation.loading': '页面加载中…',
  'federation.loadFailed': '页面加载失败。',
  'federation.loadFailedHint': '门户的其他功能仍可正常使用。请检查网络连接后重试。',
  'federation.module': '模块：{id}',
  'federation.retry': '重试',
};

const vi: FederationMessages = {
  'federation.loading': 'Đang tải trang…',
  'federation.loadFailed': 'Không thể tải trang này.',
  'federation.loadFailedHint': 'Các phần khác của cổng thông tin vẫn hoạt động. Vui lòng kiểm tra kết nối và thử lại.',
  'federation.module': 'Mô-đun: {id}',
  'federation.retry': 'Thử lại',
};

export const federationMessages: Record<Locale, FederationMessages> = { en, cn, vi };
