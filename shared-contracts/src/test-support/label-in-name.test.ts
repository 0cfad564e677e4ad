import { describe, expect, it } from 'vitest';
import { labelHoldsShownText, labelInNameMisses } from './label-in-name';

describe('label in name', () => {
  it('holds the shown words together and in order, wherever they stand', () => {
    expect(labelHoldsShownText('Details of order {orderNo}', 'Details')).toBe(true);
    expect(labelHoldsShownText('Complete stocking of order {orderNo}', 'Complete stocking')).toBe(true);
    expect(labelHoldsShownText('Open order {orderNo}', 'Details')).toBe(false);
    expect(labelHoldsShownText('Mark {shipmentNo} delivered', 'Mark delivered')).toBe(false);
    expect(labelHoldsShownText('Run {name} now', 'Run now')).toBe(false);
  });

  it('compares as axe does: case, punctuation, parentheticals and Vietnamese marks aside, Chinese split into words', () => {
    expect(labelHoldsShownText('Source page of {goods} (opens in a new tab)', 'SOURCE PAGE')).toBe(true);
    expect(labelHoldsShownText('Mark delivered: {shipmentNo}', 'Mark delivered')).toBe(true);
    expect(labelHoldsShownText('Chi tiết đơn hàng {orderNo}', 'Chi tiết')).toBe(true);
    expect(labelHoldsShownText('详情：订单 {orderNo}', '详情')).toBe(true);
    expect(labelHoldsShownText('完成订单 {orderNo} 的备货', '完成备货')).toBe(false);
  });

  it('lists the controls that miss, per language', () => {
    const messages = {
      en: { of: 'Open order {orderNo}', shown: 'Details' },
      cn: { of: '详情：订单 {orderNo}', shown: '详情' },
      vi: { of: 'Chi tiết đơn hàng {orderNo}', shown: 'Chi tiết' },
    };
    expect(labelInNameMisses(messages, [['of', 'shown']])).toEqual(['en of: «Open order {orderNo}» lacks «Details»']);
    expect(labelInNameMisses(messages, [['of', 'missing']])).toEqual(['en missing: no text', 'cn missing: no text', 'vi missing: no text']);
  });
});
