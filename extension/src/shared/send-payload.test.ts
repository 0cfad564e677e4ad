import { describe, expect, it } from 'vitest';
import { fixturePage } from '../readers/fixture-page.test-support';
import { readPage } from '../readers/read-page';
import type { ReadItem } from './read-item';
import { collectInputOf, sendRequestOf } from './send-payload';

function offer(): ReadItem {
  const { doc, url } = fixturePage('1688/embedded.html');
  const result = readPage(doc, url);
  if (!result.ok) throw new Error(result.detail);
  return result.item;
}

describe('sendRequestOf', () => {
  it('sends the chosen SKUs by their specification values, the item in the collect shape', () => {
    const sent = sendRequestOf(offer(), { quantities: [10, 0, 0, 5], target: 'cart', remark: '' }, 'en');
    if (!sent.ok) throw new Error(sent.message);
    expect(sent.payload.lines).toEqual([{ attrs: { 'Màu sắc': 'Trắng', 尺码: 'M' }, quantity: 10 }, { attrs: { 'Màu sắc': 'Đen', 尺码: 'M' }, quantity: 5 }]);
    expect(sent.payload.item).toMatchObject({ platform: '1688', itemId: '612345678901', description: '≥2: ¥12.50; ≥50: ¥11.00; ≥200: ¥9.80 (MOQ 2)' });
    expect(sent.payload.item.skus[2]).toEqual({ attrs: { 'Màu sắc': 'Trắng', 尺码: 'XL' }, price: 1250, moq: 2, stock: 0 });
  });

  it('enforces the minimum order with a message in the panel language', () => {
    expect(sendRequestOf(offer(), { quantities: [1], target: 'cart', remark: '' }, 'en'))
      .toEqual({ ok: false, message: 'Màu sắc: Trắng / 尺码: M: the minimum order is 2 pcs.' });
    expect(sendRequestOf(offer(), { quantities: [1], target: 'cart', remark: '' }, 'cn')).toMatchObject({ message: expect.stringContaining('起订量为 2 件') });
  });

  it('never sends a sold-out SKU and asks for a quantity when none is left', () => {
    expect(sendRequestOf(offer(), { quantities: [0, 0, 30], target: 'sourcing', remark: 'x' }, 'vi'))
      .toEqual({ ok: false, message: 'Hãy nhập số lượng cho ít nhất một quy cách.' });
  });

  it('keeps the remark of a sourcing request', () => {
    const sent = sendRequestOf(offer(), { quantities: [0, 0, 0, 0, 0, 100], target: 'sourcing', remark: '  need by May  ' }, 'en');
    expect(sent).toMatchObject({ ok: true, payload: { target: 'sourcing', remark: 'need by May', lines: [{ quantity: 100 }] } });
  });

  it('gives the collect shape an unknown stock as 0, the hint the ingest takes by default', () => {
    const item = { ...offer(), skus: [{ attrs: { 颜色: '红' }, price: 100, moq: 1, stock: null }] };
    expect(collectInputOf(item).skus).toEqual([{ attrs: { 颜色: '红' }, price: 100, moq: 1, stock: 0 }]);
  });
});
