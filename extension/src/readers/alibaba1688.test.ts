import { describe, expect, it } from 'vitest';
import { fixturePage } from './fixture-page.test-support';
import { readPage } from './read-page';

describe('1688 reader', () => {
  it('reads __INIT_DATA__: price tiers by quantity, the minimum order, Vietnamese and Chinese specs, the offered SKUs only', () => {
    const { doc, url } = fixturePage('1688/embedded.html');
    const result = readPage(doc, url);
    if (!result.ok) throw new Error(result.detail);
    expect(result.item).toMatchObject({
      platform: '1688', itemId: '612345678901', title: 'Áo thun cotton trơn in logo theo yêu cầu', shopName: '义乌市棉田服饰有限公司',
      price: 1250, moq: 2, source: 'embedded',
      priceTiers: [{ minQuantity: 2, price: 1250 }, { minQuantity: 50, price: 1100 }, { minQuantity: 200, price: 980 }],
      images: ['https://cbu01.alicdn.com/img/ibank/O1CN01shirtA_!!2213.jpg', 'https://cbu01.alicdn.com/img/ibank/O1CN01shirtB_!!2213.jpg'],
    });
    // A SKU without a price of its own costs the minimum order's step; a discount price wins over the list price.
    expect(result.item.skus).toEqual([
      { attrs: { 'Màu sắc': 'Trắng', 尺码: 'M' }, price: 1250, stock: 1200, moq: 2 },
      { attrs: { 'Màu sắc': 'Trắng', 尺码: 'L' }, price: 1250, stock: 980, moq: 2 },
      { attrs: { 'Màu sắc': 'Trắng', 尺码: 'XL' }, price: 1250, stock: 0, moq: 2 },
      { attrs: { 'Màu sắc': 'Đen', 尺码: 'M' }, price: 1300, stock: 640, moq: 2 },
      { attrs: { 'Màu sắc': 'Đen', 尺码: 'L' }, price: 1300, stock: 300, moq: 2 },
      { attrs: { 'Màu sắc': 'Xám', 尺码: 'XL' }, price: 1180, stock: 75, moq: 2 },
    ]);
  });

  it('reads the older offer page (iDetailConfig, iDetailData): steps as [quantity, price] pairs, English and Vietnamese specs', () => {
    const { doc, url } = fixturePage('1688/idetail.html');
    const result = readPage(doc, url);
    if (!result.ok) throw new Error(result.detail);
    expect(result.item).toMatchObject({
      itemId: '612345670003', title: 'Winter wool socks thickened', shopName: '诸暨市大唐袜业有限公司', price: 580, moq: 10, source: 'embedded',
      priceTiers: [{ minQuantity: 10, price: 580 }, { minQuantity: 100, price: 520 }, { minQuantity: 1000, price: 460 }],
      images: ['https://cbu01.alicdn.com/img/ibank/2019/sock1.jpg', 'https://cbu01.alicdn.com/img/ibank/2019/sock2.jpg'],
    });
    expect(result.item.skus).toEqual([
      { attrs: { Colour: 'Grey', 'Kích thước': '39-42' }, price: 580, stock: 5000, moq: 10 },
      { attrs: { Colour: 'Grey', 'Kích thước': '43-46' }, price: 580, stock: 0, moq: 10 },
      { attrs: { Colour: 'Navy', 'Kích thước': '39-42' }, price: 620, stock: 800, moq: 10 },
    ]);
  });

  it('falls back to the drawn page: steps from the price table, the first step as minimum, a disabled colour sold out', () => {
    const { doc, url } = fixturePage('1688/dom.html');
    const result = readPage(doc, url);
    if (!result.ok) throw new Error(result.detail);
    expect(result.item).toMatchObject({
      itemId: '612345670002', title: '加厚304不锈钢饭盒 学生分格便当盒', shopName: '潮州市彩塘镇金厨五金制品厂', price: 1860, moq: 3, source: 'dom',
      priceTiers: [{ minQuantity: 3, price: 1860 }, { minQuantity: 100, price: 1620 }, { minQuantity: 500, price: 1490 }],
      images: ['https://cbu01.alicdn.com/img/ibank/O1CN01box1_!!6000.jpg_b.jpg', 'https://cbu01.alicdn.com/img/ibank/O1CN01box2_!!6000.jpg'],
    });
    expect(result.item.skus).toEqual([
      { attrs: { 颜色: '银色两格' }, price: 1860, stock: null, moq: 3 },
      { attrs: { 颜色: '银色三格' }, price: 1860, stock: 0, moq: 3 },
      { attrs: { 颜色: '粉色三格' }, price: 1860, stock: null, moq: 3 },
    ]);
  });

  it('says an offer priced "on request" cannot be read rather than send it without a price', () => {
    const { doc, url } = fixturePage('1688/unreadable.html');
    expect(readPage(doc, url)).toMatchObject({ ok: false, reason: 'unreadable', detail: expect.stringContaining('price') });
  });
});
