import { describe, expect, it } from 'vitest';
import { skuSchema, type Sku } from 'shared-contracts/api/goods';
import { initialSelection, isAvailable, skuOf, specGroupsOf, toggleValue } from './spec-options';

const sku = (id: number, attrs: Record<string, string>, en?: Record<string, string>): Sku =>
  skuSchema.parse({ id, attrs, attrsI18n: en ? { en } : {}, specText: Object.values(attrs).join(' '), price: 1000 + id, moq: id, stockHint: 5, imageUrl: null });

// Red comes in S and M, blue only in M: "blue + S" does not exist.
const SKUS = [
  sku(1, { 颜色: '红色', 尺码: 'S' }, { Colour: 'Red', Size: 'S' }),
  sku(2, { 颜色: '红色', 尺码: 'M' }, { Colour: 'Red', Size: 'M' }),
  sku(3, { 颜色: '蓝色', 尺码: 'M' }, { Colour: 'Blue', Size: 'M' }),
];

describe('specification picker model', () => {
  it('groups the attributes in the reader language, falling back to cn', () => {
    expect(specGroupsOf(SKUS, 'en')).toEqual([
      { name: '颜色', label: 'Colour', values: [{ value: '红色', label: 'Red' }, { value: '蓝色', label: 'Blue' }] },
      { name: '尺码', label: 'Size', values: [{ value: 'S', label: 'S' }, { value: 'M', label: 'M' }] },
    ]);
    // No vi version: the cn texts.
    expect(specGroupsOf(SKUS, 'vi').map((g) => g.label)).toEqual(['颜色', '尺码']);
  });

  it('maps a complete combination to its SKU and an incomplete one to none', () => {
    const groups = specGroupsOf(SKUS, 'cn');
    expect(skuOf(SKUS, groups, { 颜色: '红色', 尺码: 'M' })?.id).toBe(2);
    expect(skuOf(SKUS, groups, { 颜色: '蓝色', 尺码: 'M' })?.id).toBe(3);
    expect(skuOf(SKUS, groups, { 颜色: '红色' })).toBeNull();
    expect(skuOf(SKUS, groups, {})).toBeNull();
    expect(skuOf(SKUS, groups, { 颜色: '蓝色', 尺码: 'S' })).toBeNull();
  });

  it('disables the values that cannot make an existing SKU with the other choices', () => {
    expect(isAvailable(SKUS, { 颜色: '蓝色' }, '尺码', 'S')).toBe(false);
    expect(isAvailable(SKUS, { 颜色: '蓝色' }, '尺码', 'M')).toBe(true);
    expect(isAvailable(SKUS, { 尺码: 'S' }, '颜色', '蓝色')).toBe(false);
    // The group's own choice does not restrict its alternatives.
    expect(isAvailable(SKUS, { 颜色: '蓝色', 尺码: 'M' }, '颜色', '红色')).toBe(true);
    expect(isAvailable(SKUS, {}, '尺码', 'S')).toBe(true);
  });

  it('toggles a value and starts a single-SKU goods chosen', () => {
    expect(toggleValue({ 颜色: '红色' }, '颜色', '红色')).toEqual({});
    expect(toggleValue({ 颜色: '红色' }, '颜色', '蓝色')).toEqual({ 颜色: '蓝色' });
    expect(initialSelection(SKUS)).toEqual({});
    expect(initialSelection([SKUS[0] as Sku])).toEqual({ 颜色: '红色', 尺码: 'S' });
  });
});
