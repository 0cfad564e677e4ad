import type { Locale } from 'shared-contracts/i18n/locale';

/** Texts of the brand frame around the login and registration pages. */
const en = {
  'brand.tagline': 'Buy from China’s wholesale sites in bulk, stocked at the border, delivered across Vietnam.',
  'brand.point.link': 'Paste a product link or use the collection plugin to place a bulk order',
  'brand.point.deposit': 'Pay a 30% deposit; we stock your goods at the border warehouse in 5–7 days',
  'brand.point.delivery': 'Pay the balance only for what you ship, delivered anywhere in Vietnam',
  'brand.statement': 'The platform only matches buyers with third-party merchants and takes no responsibility for product quality.',
  'brand.toMall': 'Go to the mall',
};

type BrandMessages = Record<keyof typeof en, string>;

const cn: BrandMessages = {
  'brand.tagline': '批量采购国内批发平台好货，边境仓备货，越南全境配送。',
  'brand.point.link': '粘贴商品链接或使用采集插件，一键批量下单',
  'brand.point.deposit': '支付 30% 定金，5–7 天内在边境仓完成备货',
  'brand.point.delivery': '按需支付尾款发货，送达越南各地',
  'brand.statement': '本平台仅为买家与第三方商家提供撮合服务，不对商品质量承担责任。',
  'brand.toMall': '进入商城',
};

const vi: BrandMessages = {
  'brand.tagline': 'Mua sỉ từ các sàn bán buôn Trung Quốc, tập kết tại kho biên giới, giao hàng khắp Việt Nam.',
  'brand.point.link': 'Dán liên kết sản phẩm hoặc dùng tiện ích thu thập để đặt hàng số lượng lớn',
  'brand.point.deposit': 'Đặt cọc 30%, hàng được tập kết tại kho biên giới trong 5–7 ngày',
  'brand.point.delivery': 'Chỉ thanh toán phần còn lại cho số hàng cần giao, giao đến mọi nơi tại Việt Nam',
  'brand.statement': 'Nền tảng chỉ kết nối người mua với người bán bên thứ ba và không chịu trách nhiệm về chất lượng sản phẩm.',
  'brand.toMall': 'Vào trung tâm mua sắm',
};

export const brandMessages: Record<Locale, BrandMessages> = { en, cn, vi };
