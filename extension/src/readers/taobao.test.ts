import { describe, expect, it } from 'vitest';
import { fixturePage } from './fixture-page.test-support';
import { readPage } from './read-page';

describe('Taobao reader', () => {
  it('reads the embedded skuBase/skuCore: Chinese specs, own prices, the item price for a SKU without one, sold out', () => {
    const { doc, url } = fixturePage('taobao/embedded.html');
    const result = readPage(doc, url);
    if (!result.ok) throw new Error(result.detail);
    const item = result.item;
    expect(item).toMatchObject({
      platform: 'taobao', itemId: '680011223344', title: '纯棉宽松短袖T恤男夏季新款', shopName: '棉语旗舰店',
      price: 5900, moq: 1, priceTiers: [], source: 'embedded', url: 'http://item.taobao.com/item.htm?id=680011223344',
    });
    // Protocol-relative and thumbnail-sized addresses become one full https picture each.
    expect(item.images).toEqual([
      'https://img.alicdn.com/imgextra/i1/2200724907121/O1CN01tshirt01_!!2200724907121.jpg',
      'https://img.alicdn.com/imgextra/i2/2200724907121/O1CN01tshirt02_!!2200724907121.jpg',
    ]);
    expect(item.skus).toEqual([
      { attrs: { 颜色分类: '白色', 尺码: 'M' }, price: 5900, stock: 300, moq: 1 },
      { attrs: { 颜色分类: '白色', 尺码: 'L' }, price: 5900, stock: 0, moq: 1 },
      { attrs: { 颜色分类: '黑色', 尺码: 'M' }, price: 6550, stock: 120, moq: 1 },
      { attrs: { 颜色分类: '黑色', 尺码: 'L' }, price: 5900, stock: 42, moq: 1 },
      { attrs: { 颜色分类: '卡其色', 尺码: 'M' }, price: 5900, stock: null, moq: 1 },
    ]);
  });

  it('falls back to the DOM: Vietnamese specs, every combination at the page price, a sold-out value marks its SKUs', () => {
    const { doc, url } = fixturePage('taobao/dom.html');
    const result = readPage(doc, url);
    if (!result.ok) throw new Error(result.detail);
    expect(result.item).toMatchObject({
      itemId: '680011225566', title: 'Túi xách nữ da PU thời trang', shopName: '小鹿包包店', price: 12800, source: 'dom',
      images: ['https://gd1.alicdn.com/imgextra/i1/1234/O1CN01bag01.jpg', 'https://gd2.alicdn.com/imgextra/i2/1234/O1CN01bag02.jpg'],
    });
    expect(result.item.skus.map((s) => [s.attrs['Màu sắc'], s.attrs['Kích cỡ'], s.price, s.stock])).toEqual([
      ['Đen', 'Nhỏ', 12800, null], ['Đen', 'Lớn', 12800, null],
      ['Đỏ', 'Nhỏ', 12800, 0], ['Đỏ', 'Lớn', 12800, 0],
      ['Be', 'Nhỏ', 12800, null], ['Be', 'Lớn', 12800, null],
    ]);
  });

  it('says a captcha page cannot be read', () => {
    const { doc, url } = fixturePage('taobao/unreadable.html');
    expect(readPage(doc, url)).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('does not read a DOM page whose price is a range: which SKU costs what is not on the page', () => {
    const { doc, url } = fixturePage('taobao/dom.html');
    doc.querySelector('#J_StrPrice .tb-rmb-num')!.textContent = '128.00-158.00';
    expect(readPage(doc, url)).toMatchObject({ ok: false, reason: 'unreadable', detail: expect.stringContaining('price') });
  });

  it('does not read embedded data whose SKU names a value the page does not list', () => {
    const { doc, url } = fixturePage('taobao/embedded.html');
    const script = Array.from(doc.scripts).find((s) => s.textContent!.includes('skuBase'))!;
    script.textContent = script.textContent!.replace('1627207:3232481;', '1627207:999;');
    // The embedded data is refused as a whole; the page has no DOM layout to fall back on.
    expect(readPage(doc, url)).toMatchObject({ ok: false, reason: 'unreadable' });
  });
});
