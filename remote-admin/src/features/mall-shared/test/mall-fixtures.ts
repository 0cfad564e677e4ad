import {
  categorySchema, goodsAdminRowSchema, goodsCardSchema, goodsDetailSchema, storeSchema,
  type Category, type GoodsAdminRow, type GoodsCard, type GoodsDetail, type Store,
} from 'shared-contracts/api/goods';
import { sourcingRequestSchema, type SourcingRequest } from 'shared-contracts/api/links';
import { interestSchema, type Interest } from 'shared-contracts/api/interests';
import { contentDocSchema, type ContentDoc } from 'shared-contracts/api/content';

export const CREATED = '2026-11-20T08:09:10.000Z';

export const categoryFixture = (id: number, name: string, extra: Partial<Category> = {}): Category =>
  categorySchema.parse({ id, pid: null, name, nameI18n: {}, icon: null, sort: id, enabled: true, children: [], ...extra });

/** 服装 (Clothing) with 女装 under it, and 数码 with nothing under it. */
export const seedCategories = (): Category[] => [
  categoryFixture(1, '服装', {
    nameI18n: { en: 'Clothing', vi: 'Quần áo' },
    children: [categoryFixture(11, '女装', { pid: 1, nameI18n: { en: 'Women' } })],
  }),
  categoryFixture(2, '数码', { nameI18n: { en: 'Digital' } }),
];

export const storeFixture = (id: number, name: string, extra: Partial<Store> = {}): Store => storeSchema.parse({
  id, name, nameI18n: {}, location: '广州', platform: '1688', logoUrl: null, rating: 48,
  descriptionI18n: {}, enabled: true, goodsCount: 0, createTime: CREATED, ...extra,
});

export const seedStores = (): Store[] => [
  storeFixture(5, '广州服装城', { nameI18n: { en: 'Guangzhou Garments' }, locationI18n: { en: 'Guangzhou', vi: 'Quảng Châu' }, goodsCount: 12 }),
  storeFixture(6, '深圳数码', { location: '深圳', platform: 'taobao' }),
];

export const goodsCardFixture = (id: number, name: string, extra: Partial<GoodsCard> = {}): GoodsCard => goodsCardSchema.parse({
  id, name, nameI18n: {}, ddc: false, sourcePlatform: null, minPrice: 1250, maxPrice: 1990, moq: 2, sales: 0,
  coverUrl: null, storeId: 5, storeName: '广州服装城', storeNameI18n: { en: 'Guangzhou Garments' }, categoryId: 11,
  createTime: CREATED, ...extra,
});

/** A row of the staff list: the card with its SKU count and sale flags. */
export const goodsAdminRowFixture = (id: number, name: string, extra: Partial<GoodsAdminRow> = {}): GoodsAdminRow =>
  goodsAdminRowSchema.parse({ ...goodsCardFixture(id, name), skuCount: 2, onSale: true, recommended: false, ...extra });

export const goodsDetailFixture = (id: number, name: string, extra: Partial<GoodsDetail> = {}): GoodsDetail => goodsDetailSchema.parse({
  ...goodsCardFixture(id, name),
  description: '纯棉', descriptionI18n: { en: 'Cotton' }, sourceItemId: null, sourceUrl: null, sourceName: null,
  images: [], materials: [], categoryPath: [{ id: 11, name: '女装', nameI18n: {} }], onSale: true, recommended: false,
  store: { id: 5, name: '广州服装城', nameI18n: {}, location: '广州', platform: '1688', logoUrl: null, rating: 48 },
  skus: [{
    id: 71, attrs: { 颜色: '红色', 尺码: 'M' }, attrsI18n: { en: { Colour: 'Red', Size: 'M' } }, specText: '红色 M',
    price: 1250, moq: 2, stockHint: 100, imageUrl: null,
  }],
  ...extra,
});

export const sourcingFixture = (id: number, extra: Partial<SourcingRequest> = {}): SourcingRequest => sourcingRequestSchema.parse({
  id, kind: 'sourcing', platform: '1688', itemId: '6543210', url: 'https://detail.1688.com/offer/6543210.html',
  rawInput: '看看这个 https://detail.1688.com/offer/6543210.html', status: 'pending', goodsId: null, note: null,
  userId: 9, userName: 'buyer', createTime: CREATED, updateTime: CREATED, ...extra,
});

export const interestFixture = (id: number, extra: Partial<Interest> = {}): Interest => interestSchema.parse({
  id, link: null, name: '蓝牙耳机', platform: null, itemId: null, expectedPrice: 4500, quantity: 20, remarks: '要白色',
  status: 'pending', goodsId: null, reply: null, userId: 9, userName: 'buyer', createTime: CREATED, ...extra,
});

export const contentFixture = (id: number, label: string, extra: Partial<ContentDoc> = {}): ContentDoc => contentDocSchema.parse({
  id, label, titleI18n: { cn: '插件安装', en: 'Plugin installation' }, bodyI18n: { cn: '# 安装\n\n第一步', en: '# Install\n\nStep one' },
  sort: id, updateTime: CREATED, ...extra,
});
