import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';

/** Texts of the catalogue pieces every mall page shows (goods cards, grids, loading and error states). */
const en = {
  'mall.catalogue.from': 'from {price}',
  'mall.catalogue.moq': 'Min. order {moq}',
  'mall.catalogue.sales': '{sales, plural, =0 {No sales yet} one {# sold} other {# sold}}',
  'mall.catalogue.loadFailed': 'The goods could not be loaded.',
  'mall.catalogue.retry': 'Try again',
  'mall.catalogue.loading': 'Loading goods…',
  'mall.catalogue.platform.taobao': 'Taobao',
  'mall.catalogue.platform.tmall': 'Tmall',
  'mall.catalogue.platform.1688': '1688',
  'mall.catalogue.platform.pinduoduo': 'Pinduoduo',
  'mall.catalogue.platform.other': 'Other platform',
  'mall.catalogue.pictureMain': '{name}: main picture',
  'mall.catalogue.pictureNth': '{name}: picture {n} of {count}',
  'mall.catalogue.pictureOfSpec': '{name}: picture of {spec}',
};

export type CatalogueMessages = Record<keyof typeof en, string>;

const cn: CatalogueMessages = {
  'mall.catalogue.from': '{price} 起',
  'mall.catalogue.moq': '起订量 {moq}',
  'mall.catalogue.sales': '{sales, plural, =0 {暂无销量} other {已售 #}}',
  'mall.catalogue.loadFailed': '商品加载失败。',
  'mall.catalogue.retry': '重试',
  'mall.catalogue.loading': '正在加载商品…',
  'mall.catalogue.platform.taobao': '淘宝',
  'mall.catalogue.platform.tmall': '天猫',
  'mall.catalogue.platform.1688': '1688',
  'mall.catalogue.platform.pinduoduo': '拼多多',
  'mall.catalogue.platform.other': '其他平台',
  'mall.catalogue.pictureMain': '{name}：主图',
  'mall.catalogue.pictureNth': '{name}：第 {n} 张图，共 {count} 张',
  'mall.catalogue.pictureOfSpec': '{name}：{spec} 的图片',
};

const vi: CatalogueMessages = {
  'mall.catalogue.from': 'từ {price}',
  'mall.catalogue.moq': 'Đặt tối thiểu {moq}',
  'mall.catalogue.sales': '{sales, plural, =0 {Chưa có lượt bán} other {Đã bán #}}',
  'mall.catalogue.loadFailed': 'Không tải được sản phẩm.',
  'mall.catalogue.retry': 'Thử lại',
  'mall.catalogue.loading': 'Đang tải sản phẩm…',
  'mall.catalogue.platform.taobao': 'Taobao',
  'mall.catalogue.platform.tmall': 'Tmall',
  'mall.catalogue.platform.1688': '1688',
  'mall.catalogue.platform.pinduoduo': 'Pinduoduo',
  'mall.catalogue.platform.other': 'Nền tảng khác',
  'mall.catalogue.pictureMain': '{name}: ảnh chính',
  'mall.catalogue.pictureNth': '{name}: ảnh {n}/{count}',
  'mall.catalogue.pictureOfSpec': '{name}: ảnh loại {spec}',
};

export const catalogueMessages: MessagesByLocale = { en, cn, vi };

