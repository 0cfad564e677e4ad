import { describe, expect, it } from 'vitest';
import { fixturePage } from './fixture-page.test-support';
import { readPage } from './read-page';

describe('Tmall reader', () => {
  it('reads the embedded data: English specs, each SKU its own price, sold out', () => {
    const { doc, url } = fixturePage('tmall/embedded.html');
    const result = readPage(doc, url);
    if (!result.ok) throw new Error(result.detail);
    expect(result.item).toMatchObject({
      platform: 'tmall', itemId: '712200334455', title: 'Stainless steel vacuum flask 500ml', shopName: 'Thermos官方旗舰店', price: 8900,
      images: ['https://img.alicdn.com/imgextra/i3/1917047079/O1CN01flask1.jpg', 'https://img.alicdn.com/imgextra/i4/1917047079/O1CN01flask2.png'],
    });
    expect(result.item.skus).toEqual([
      { attrs: { Color: 'Silver', Capacity: '500ml' }, price: 8900, stock: 500, moq: 1 },
      { attrs: { Color: 'Silver', Capacity: '750ml' }, price: 10900, stock: 300, moq: 1 },
      { attrs: { Color: 'Matte black', Capacity: '500ml' }, price: 9900, stock: 0, moq: 1 },
      { attrs: { Color: 'Matte black', Capacity: '750ml' }, price: 11900, stock: 88, moq: 1 },
    ]);
  });

  it('falls back to the DOM: the promotion price, Chinese specs, the sold-out capacity', () => {
    const { doc, url } = fixturePage('tmall/dom.html');
    const result = readPage(doc, url);
    if (!result.ok) throw new Error(result.detail);
    expect(result.item).toMatchObject({
      platform: 'tmall', itemId: '712200336677', title: '儿童保温杯带吸管 316不锈钢', shopName: '乐扣儿童用品专营店', price: 6990, source: 'dom',
      url: 'http://detail.tmall.com/item.htm?id=712200336677',
    });
    expect(result.item.images).toHaveLength(2);
    expect(result.item.skus.map((s) => [s.attrs.颜色分类, s.attrs.容量, s.price, s.stock])).toEqual([
      ['粉色兔子', '400ml', 6990, null], ['粉色兔子', '600ml', 6990, 0],
      ['蓝色恐龙', '400ml', 6990, null], ['蓝色恐龙', '600ml', 6990, 0],
    ]);
  });

  it('says a page of a removed item cannot be read', () => {
    const { doc, url } = fixturePage('tmall/unreadable.html');
    expect(readPage(doc, url)).toMatchObject({ ok: false, reason: 'unreadable' });
  });
});
