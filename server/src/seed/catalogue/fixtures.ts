import type { GoodsSpec } from './specs';

/**
 * Goods the server tests, the e2e tests and the demo script name (docs/mall-search.md, "Seed"): always the
 * first goods of the catalogue seed, so their ids are 1–6 on a fresh database. Store indices refer to
 * storeSpecs(): 0/1 apparel factory/trading, 3 shoes factory, 14 the kitchen 1688 shop, 17 the electronics
 * Taobao shop.
 */
export type FixtureSpec = Omit<GoodsSpec, 'skus'>;

export const KNOWN_1688_OFFER = '624512345678';
export const KNOWN_TAOBAO_ITEM = '745612398765';

export const FIXTURES: FixtureSpec[] = [
  {
    topIndex: 0, leafSlug: 'men', kind: 'tshirt', storeIndex: 0, ddc: false, source: null, recommended: true, sales: 6200, ageMinutes: 60,
    colours: [1, 0], materials: true,
    name: { cn: '纯棉圆领男士T恤', en: "Men's Cotton Crew Neck T-Shirt", vi: 'Áo thun cotton nam cổ tròn' },
    description: {
      cn: '180克精梳纯棉面料，圆领短袖，透气吸汗，水洗不变形。支持印logo与来图定制，广州发货。',
      en: '180 gsm combed cotton, crew neck, short sleeves; breathable and keeps its shape after washing. Logo printing and custom designs welcome, ships from Guangzhou.',
      vi: 'Vải cotton chải kỹ 180 gsm, cổ tròn, tay ngắn, thoáng khí, giặt không bai dão. Nhận in logo và in theo mẫu, giao hàng từ Quảng Châu.',
    },
  },
  {
    topIndex: 0, leafSlug: 'women', kind: 'dress', storeIndex: 1, ddc: false, source: null, recommended: true, sales: 4100, ageMinutes: 120,
    colours: [5, 8], materials: false,
    name: { cn: '碎花雪纺连衣裙', en: 'Floral Chiffon Midi Dress', vi: 'Đầm voan hoa dáng midi' },
    description: {
      cn: '法式碎花雪纺，V领收腰，过膝中长款，内衬不透。夏季新款，支持混批。',
      en: 'French-style floral chiffon with a V-neck and fitted waist, midi length, fully lined. New summer style, mixed wholesale welcome.',
      vi: 'Voan hoa phong cách Pháp, cổ chữ V, chiết eo, dáng dài qua gối, có lớp lót. Mẫu hè mới, nhận lấy sỉ mix mẫu.',
    },
  },
  {
    topIndex: 1, leafSlug: 'sports-shoes', kind: 'sneaker', storeIndex: 3, ddc: false, source: null, recommended: true, sales: 3900, ageMinutes: 180,
    colours: [1, 4], materials: false,
    name: { cn: '轻便透气男女跑步运动鞋', en: 'Lightweight Breathable Running Sneakers', vi: 'Giày chạy bộ thể thao thoáng khí' },
    description: {
      cn: '飞织网面鞋身，EVA缓震鞋底，轻便透气，男女同款。泉州工厂直供。',
      en: 'Knitted mesh upper with a cushioned EVA sole; light and breathable, unisex sizing. Direct from our Quanzhou factory.',
      vi: 'Thân giày vải dệt lưới, đế EVA êm ái, nhẹ và thoáng khí, kiểu dáng nam nữ. Hàng trực tiếp từ xưởng Tuyền Châu.',
    },
  },
  {
    topIndex: 4, leafSlug: 'drinkware', kind: 'thermos', storeIndex: 14, ddc: true, recommended: true, sales: 5400, ageMinutes: 240,
    colours: [0, 1, 8], materials: true,
    source: {
      platform: '1688', itemId: KNOWN_1688_OFFER, url: `https://detail.1688.com/offer/${KNOWN_1688_OFFER}.html`,
      name: '304不锈钢保温杯大容量便携车载水杯 厂家批发可定制logo',
    },
    name: { cn: '304不锈钢真空保温杯 500ml', en: 'Stainless Steel Vacuum Insulated Tumbler 500ml', vi: 'Bình giữ nhiệt inox 304 chân không 500ml' },
    description: {
      cn: '双层304不锈钢真空隔热，保温12小时，杯盖防漏。可激光雕刻logo，1688源头工厂。',
      en: 'Double-wall 304 stainless steel with vacuum insulation, keeps drinks hot for 12 hours, leak-proof lid. Laser-engraved logos available, from a 1688 source factory.',
      vi: 'Hai lớp inox 304 cách nhiệt chân không, giữ nhiệt 12 giờ, nắp chống tràn. Nhận khắc laser logo, xưởng nguồn trên 1688.',
    },
  },
  {
    topIndex: 0, leafSlug: 'men', kind: 'shirt', storeIndex: 1, ddc: false, source: null, recommended: false, sales: 2100, ageMinutes: 300,
    colours: [1, 8], materials: false,
    name: { cn: '商务长袖男士衬衫', en: "Men's Long Sleeve Business Shirt", vi: 'Áo sơ mi nam dài tay công sở' },
    description: {
      cn: '免烫抗皱面料，修身版型，适合职场通勤。可绣企业logo。',
      en: 'Non-iron, wrinkle-resistant fabric in a slim fit for the office. Company logo embroidery available.',
      vi: 'Vải chống nhăn không cần ủi, dáng ôm vừa, phù hợp đi làm. Nhận thêu logo công ty.',
    },
  },
  {
    topIndex: 5, leafSlug: 'phone-accessories', kind: 'phoneCase', storeIndex: 17, ddc: true, recommended: false, sales: 3300, ageMinutes: 360,
    colours: [1, 0, 5], materials: false,
    source: {
      platform: 'taobao', itemId: KNOWN_TAOBAO_ITEM, url: `https://item.taobao.com/item.htm?id=${KNOWN_TAOBAO_ITEM}`,
      name: '适用苹果15磁吸手机壳透明防摔保护套 网红新款',
    },
    name: { cn: '磁吸透明手机壳', en: 'Magnetic Clear Phone Case', vi: 'Ốp lưng điện thoại trong suốt từ tính' },
    description: {
      cn: '内置磁吸圈，支持无线充电，四角气囊防摔。',
      en: 'Built-in magnetic ring, works with wireless charging, air-cushioned corners against drops.',
      vi: 'Vòng nam châm tích hợp, hỗ trợ sạc không dây, bốn góc đệm khí chống sốc.',
    },
  },
];
