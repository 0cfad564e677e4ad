import { describe, expect, it } from 'vitest';
import { fixturePage } from './fixture-page.test-support';
import { readPage } from './read-page';

describe('Pinduoduo reader', () => {
  it('reads window.rawData: group prices, a SKU without one takes the lowest, English and Chinese specs, sold out', () => {
    const { doc, url } = fixturePage('pinduoduo/embedded.html');
    const result = readPage(doc, url);
    if (!result.ok) throw new Error(result.detail);
    expect(result.item).toMatchObject({
      platform: 'pinduoduo', itemId: '395812345678', title: 'Phone case for iPhone 15 shockproof', shopName: '手机壳工厂店', price: 680,
      images: ['https://img.pddpic.com/mms-material-img/2025-03-01/case1.jpeg', 'https://img.pddpic.com/mms-material-img/2025-03-01/case2.jpeg'],
      url: 'http://mobile.yangkeduo.com/goods.html?goods_id=395812345678',
    });
    expect(result.item.skus).toEqual([
      { attrs: { Model: 'iPhone 15', 颜色: '透明' }, price: 680, stock: 500, moq: 1 },
      { attrs: { Model: 'iPhone 15', 颜色: '黑色' }, price: 680, stock: 0, moq: 1 },
      { attrs: { Model: 'iPhone 15 Pro', 颜色: '透明' }, price: 750, stock: 220, moq: 1 },
      { attrs: { Model: 'iPhone 15 Pro', 颜色: '黑色' }, price: 680, stock: 90, moq: 1 },
    ]);
  });

  it('falls back to the drawn mobile page (goods2.html): Vietnamese specs, a disabled size sold out', () => {
    const { doc, url } = fixturePage('pinduoduo/dom.html');
    const result = readPage(doc, url);
    if (!result.ok) throw new Error(result.detail);
    expect(result.item).toMatchObject({ itemId: '395812340002', title: 'Dép sandal nữ đế bằng chống trượt', shopName: '温岭鞋业直营店', price: 1590, source: 'dom' });
    expect(result.item.skus).toHaveLength(6);
    expect(result.item.skus.filter((s) => s.stock === 0).map((s) => s.attrs)).toEqual([
      { 'Màu sắc': 'Trắng', 'Cỡ giày': '37' }, { 'Màu sắc': 'Nâu', 'Cỡ giày': '37' },
    ]);
  });

  it('says the login page it was sent to cannot be read', () => {
    const { doc, url } = fixturePage('pinduoduo/unreadable.html');
    expect(readPage(doc, url)).toMatchObject({ ok: false, reason: 'unreadable' });
  });
});
