import { describe, expect, it } from 'vitest';
import { goodsInputSchema, goodsUpdateSchema } from 'shared-contracts/api/goods';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { goodsDetailFixture } from '../../mall-shared/test/mall-fixtures';
import { galleryOf, goodsToValues, newAttr, newGoodsValues, newSku, skusWithDuplicateAttrs, toGoodsBody, toSkuBody, type GoodsFormValues } from './goods-form';

const filled = (): GoodsFormValues => ({
  ...newGoodsValues(),
  name: '纯棉T恤',
  nameI18n: { en: 'Cotton T-shirt', vi: '' },
  storeId: 5,
  categoryId: 11,
  skus: [
    {
      ...newSku(),
      price: '12.5',
      moq: 2,
      stockHint: 300,
      attrs: [
        { ...newAttr(), key: '颜色', value: '红色', keyEn: 'Colour', valueEn: 'Red', keyVi: 'Màu', valueVi: '' },
        { ...newAttr(), key: '尺码', value: 'M', keyEn: 'Size', valueEn: 'M' },
        newAttr(),
      ],
    },
    { ...newSku(), price: '0.29', attrs: [{ ...newAttr(), key: '颜色', value: '蓝色' }] },
  ],
  images: [{ key: 'mall/goods/a.webp', url: '/api/mall-files/goods/a.webp' }],
});

describe('goods editor payload', () => {
  it('sends SKU prices in fen and attributes as records, with only the written translations', () => {
    const body = toGoodsBody(filled());
    expect(body.skus).toEqual([
      {
        attrs: { 颜色: '红色', 尺码: 'M' },
        attrsI18n: { en: { Colour: 'Red', Size: 'M' } },
        price: 1250, moq: 2, stockHint: 300,
      },
      { attrs: { 颜色: '蓝色' }, attrsI18n: {}, price: 29, moq: 1, stockHint: 0 },
    ]);
    expect(body.nameI18n).toEqual({ en: 'Cotton T-shirt' });
    expect(body.imageKeys).toEqual(['mall/goods/a.webp']);
    expect(goodsInputSchema.safeParse(body).success).toBe(true);
  });

  it('keeps SKU ids on an edit so the server updates rather than replaces them', () => {
    expect(toSkuBody({ ...newSku(), id: 71, price: '3', attrs: [{ ...newAttr(), key: '颜色', value: '白' }] })).toMatchObject({ id: 71, price: 300 });
  });

  it('leaves the source fields out of a regular goods and keeps them for a ddc one', () => {
    const source = { sourcePlatform: '1688' as const, sourceItemId: '6543210', sourceUrl: 'https://detail.1688.com/offer/6543210.html', sourceName: '女装T恤' };
    expect(toGoodsBody({ ...filled(), ...source })).toMatchObject({ ddc: false, sourcePlatform: null, sourceItemId: null });
    expect(toGoodsBody({ ...filled(), ...source, ddc: true })).toMatchObject({ ddc: true, ...source });
  });

  it('lets the contract refuse a price that is not an amount, and a goods without store', () => {
    const result = goodsInputSchema.safeParse(toGoodsBody({ ...filled(), storeId: null, skus: [{ ...newSku(), price: '12.345', attrs: [{ ...newAttr(), key: 'a', value: 'b' }] }] }));
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['storeId', MessageKey.goodsStoreRequired]);
    expect(issues).toContainEqual(['skus.0.price', MessageKey.invalidNumber]);
  });

  it('opens a saved goods with fen as yuan and translations beside their attributes, and sends it back unchanged', () => {
    const detail = goodsDetailFixture(1, '纯棉T恤', { imageKeys: ['mall/goods/a.webp'], images: ['/api/mall-files/goods/a.webp'] });
    const values = goodsToValues(detail);
    expect(values.skus[0]).toEqual({
      id: 71, price: '12.50', moq: 2, stockHint: 100,
      attrs: [
        { key: '颜色', value: '红色', keyEn: 'Colour', valueEn: 'Red', keyVi: '', valueVi: '' },
        { key: '尺码', value: 'M', keyEn: 'Size', valueEn: 'M', keyVi: '', valueVi: '' },
      ],
    });
    expect(values.images).toEqual([{ key: 'mall/goods/a.webp', url: '/api/mall-files/goods/a.webp' }]);
    const body = goodsUpdateSchema.parse({ ...toGoodsBody(values), id: 1 });
    expect(body.skus[0]).toMatchObject({ id: 71, price: 1250, attrs: detail.skus[0]?.attrs, attrsI18n: detail.skus[0]?.attrsI18n });
  });

  it('finds the SKUs that name an attribute twice (a record would keep only one)', () => {
    const twice = { ...newSku(), attrs: [{ ...newAttr(), key: '颜色', value: '红' }, { ...newAttr(), key: ' 颜色 ', value: '蓝' }] };
    expect(skusWithDuplicateAttrs([filled().skus[0] ?? newSku(), twice, { ...newSku(), attrs: [newAttr(), newAttr()] }])).toEqual([1]);
  });

  it('reads picture keys back from their URLs when the detail does not carry them', () => {
    expect(galleryOf({ images: ['/api/mall-files/goods/a.webp', 'https://cdn.example/x.png'] }))
      .toEqual([{ key: 'mall/goods/a.webp', url: '/api/mall-files/goods/a.webp' }]);
  });
});
