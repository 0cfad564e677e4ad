import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';

const en = {
  'mall.content.loading': 'Loading…',
  'mall.content.loadFailed': 'This page could not be loaded.',
  'mall.content.retry': 'Try again',
  'mall.content.notFound': 'Page not found',
  'mall.content.notFoundHint': 'There is no guide at this address. Choose one of the guides or go back to the mall.',
  'mall.content.backToMall': 'Back to the mall',
  'mall.content.guides': 'Guides',
  'mall.content.updated': 'Updated {date}',
};

type ContentMessages = Record<keyof typeof en, string>;

const cn: ContentMessages = {
  'mall.content.loading': '正在加载…',
  'mall.content.loadFailed': '页面加载失败。',
  'mall.content.retry': '重试',
  'mall.content.notFound': '页面不存在',
  'mall.content.notFoundHint': '该地址没有对应的指南。请选择其他指南或返回商城。',
  'mall.content.backToMall': '返回商城',
  'mall.content.guides': '指南',
  'mall.content.updated': '更新于 {date}',
};

const vi: ContentMessages = {
  'mall.content.loading': 'Đang tải…',
  'mall.content.loadFailed': 'Không tải được trang này.',
  'mall.content.retry': 'Thử lại',
  'mall.content.notFound': 'Không tìm thấy trang',
  'mall.content.notFoundHint': 'Không có hướng dẫn nào ở địa chỉ này. Hãy chọn một hướng dẫn khác hoặc quay lại trung tâm mua sắm.',
  'mall.content.backToMall': 'Quay lại trung tâm mua sắm',
  'mall.content.guides': 'Hướng dẫn',
  'mall.content.updated': 'Cập nhật {date}',
};

export const contentMessages: MessagesByLocale = { en, cn, vi };
