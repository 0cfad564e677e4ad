import { categoryTreeSchema, goodsDetailSchema, goodsPageSchema, storeSchema, type GoodsCard, type GoodsDetail } from 'shared-contracts/api/goods';
import { hallPageSchema } from 'shared-contracts/api/orders';

/**
 * Answers of the catalogue routes as the server sends them (recorded from the demo seed's shapes), each
 * parsed through its contract schema here, so a contract change that the pages would not survive fails
 * the tests instead of passing against stale JSON.
 */
const T = '2026-11-20T08:00:00.000Z';

const storeSummary = {
  id: 3, name: '义乌小商品旗舰店', nameI18n: { en: 'Yiwu Small Goods Store', vi: 'Cửa hàng hàng nhỏ Nghĩa Ô' },
  location: '浙江 义乌', platform: null, logoUrl: null, rating: 48,
};

export const CATEGORIES = categoryTreeSchema.parse([
  {
    id: 1, pid: null, name: '服装', nameI18n: { en: 'Clothing', vi: 'Quần áo' }, icon: null, sort: 1, enabled: true,
    children: [
      { id: 11, pid: 1, name: 'T恤', nameI18n: { en: 'T-shirts', vi: 'Áo thun' }, icon: null, sort: 1, enabled: true, children: [] },
      { id: 12, pid: 1, name: '隐藏分类', nameI18n: {}, icon: null, sort: 2, enabled: false, children: [] },
    ],
  },
  {
    id: 2, pid: null, name: '家居', nameI18n: { en: 'Home' }, icon: null, sort: 2, enabled: true,
    children: [{ id: 21, pid: 2, name: '杯子', nameI18n: { en: 'Cups', vi: 'Cốc' }, icon: null, sort: 1, enabled: true }],
  },
]);

const card = (id: number, name: string, nameI18n: Record<string, string>, extra: Partial<GoodsCard> = {}): GoodsCard => ({
  id, name, nameI18n, ddc: false, sourcePlatform: null, minPrice: 1250, maxPrice: 1890, moq: 2, sales: 31,
  coverUrl: `/api/mall-files/goods/${id}/cover.webp`, storeId: 3, storeName: storeSummary.name,
  storeNameI18n: storeSummary.nameI18n, categoryId: 11, createTime: T, ...extra,
});

export const GOODS = goodsPageSchema.parse({
  content: [
    card(7, '纯棉短袖T恤', { en: 'Cotton short-sleeve T-shirt', vi: 'Áo thun cotton ngắn tay' }),
    card(8, '陶瓷马克杯', { en: 'Ceramic mug' }, { minPrice: 123450, maxPrice: 123450, categoryId: 21, sales: 0 }),
    card(9, '儿童运动鞋', { en: "Children's sneakers", vi: 'Giày thể thao trẻ em' },
      { ddc: true, sourcePlatform: '1688', storeName: '晋江鞋厂', storeNameI18n: {} }),
  ],
  totalElements: 3,
}).content;

const sku = (id: number, attrs: Record<string, string>, en: Record<string, string>, price: number, moq: number) =>
  ({ id, attrs, attrsI18n: { en }, specText: Object.values(attrs).join(' / '), price, moq, stockHint: 100, imageUrl: null });

export const DETAIL: GoodsDetail = goodsDetailSchema.parse({
  ...card(7, '纯棉短袖T恤', { en: 'Cotton short-sleeve T-shirt', vi: 'Áo thun cotton ngắn tay' }),
  description: '100% 纯棉，透气舒适。', descriptionI18n: { en: '100% cotton, breathable.' },
  sourceItemId: null, sourceUrl: null, sourceName: null,
  images: ['/api/mall-files/goods/7/1.webp', '/api/mall-files/goods/7/2.webp'],
  // Red in S and M, blue only in M.
  skus: [
    sku(71, { 颜色: '红色', 尺码: 'S' }, { Colour: 'Red', Size: 'S' }, 1250, 2),
    sku(72, { 颜色: '红色', 尺码: 'M' }, { Colour: 'Red', Size: 'M' }, 1390, 5),
    sku(73, { 颜色: '蓝色', 尺码: 'M' }, { Colour: 'Blue', Size: 'M' }, 1890, 3),
  ],
  materials: [
    { id: 1, titleI18n: { cn: '主图', en: 'Main picture' }, fileName: 'main.png', contentType: 'image/png', size: 20480, url: '/api/mall-files/materials/7/main.png' },
    { id: 2, titleI18n: {}, fileName: 'catalogue.pdf', contentType: 'application/pdf', size: 2_097_152, url: '/api/mall-files/materials/7/catalogue.pdf' },
  ],
  store: storeSummary,
  categoryPath: [{ id: 1, name: '服装', nameI18n: { en: 'Clothing' } }, { id: 11, name: 'T恤', nameI18n: { en: 'T-shirts' } }],
  onSale: true, recommended: true,
});

export const DDC_DETAIL: GoodsDetail = goodsDetailSchema.parse({
  ...DETAIL, ...card(9, '儿童运动鞋', { en: "Children's sneakers" }, { ddc: true, sourcePlatform: '1688' }),
  sourceItemId: '610947572360', sourceUrl: 'https://detail.1688.com/offer/610947572360.html', sourceName: '儿童运动鞋 透气网面',
  skus: [sku(91, { 尺码: '30' }, { Size: '30' }, 2600, 10)], materials: [], images: [],
});

/** A goods the signed-in buyer collected, not yet in the catalogue (docs/mall-search.md "Collected goods"). */
export const COLLECTED_DETAIL: GoodsDetail = goodsDetailSchema.parse({ ...DDC_DETAIL, id: 10, collected: true });

export const STORE = storeSchema.parse({
  ...storeSummary, descriptionI18n: { en: 'Small goods from Yiwu market.' }, enabled: true, goodsCount: 412, createTime: T,
});

export const HALL = hallPageSchema.parse({
  content: [{
    id: 501, code: 'B000501', buyer: 'b***r', goodsName: '纯棉短袖T恤', goodsNameI18n: { en: 'Cotton short-sleeve T-shirt' },
    imageUrl: null, quantity: 40, goodsTotal: 50000, status: 'depositPending', acceptance: 'waiting', createTime: T,
  }],
  totalElements: 1,
});
