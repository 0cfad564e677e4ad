import { describe, expect, it } from 'vitest';
import type { orderLines, orders } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { DEFAULT_ORDER_SETTINGS } from './order-settings';
import { paymentDue, percentOf } from './payment-due';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

// Only the fields the computation reads; the rest of a row does not take part.
const order = { id: 7, orderNo: 'PO20261201000007', depositAmount: 4200 } as OrderRow;
const line = (id: number, unitPrice: number, stockedQty: number) =>
  ({ id, skuId: id * 10, goodsName: `g${id}`, goodsNameI18n: {}, specText: '', specI18n: {}, imageKey: null, unitPrice, quantity: 9, stockedQty }) as unknown as LineRow;
const lines = [line(1, 3333, 3), line(2, 1999, 2)];
const settings = DEFAULT_ORDER_SETTINGS; // 3% service, 10.00 per package, 10% tax, 3600 dong per yuan

const refusal = (fn: () => unknown) => {
  try { fn(); } catch (err) { return err instanceof HttpError ? `${err.statusCode} ${err.messageKey}` : String(err); }
  return 'no refusal';
};

describe('percentOf: half up to the fen, by integer arithmetic', () => {
  it.each([
    [150, 3, 5], [149, 3, 4], [1005, 10, 101], [1004, 10, 100], [0, 10, 0], [16_417, 10, 1642], [13_997, 3, 420],
    [1001, 3.5, 35], [1000, 0.05, 1], [999, 0.05, 0], [100_000_000_000, 10, 10_000_000_000],
  ])('%i fen × %f%% = %i', (fen, percent, expected) => {
    expect(percentOf(fen, percent)).toBe(expected);
  });
});

describe('paymentDue: the final balance', () => {
  it('is goods + service fee + a package per line taken + tax on all three − the deposit', () => {
    const due = paymentDue(order, lines, 'final', null, settings);
    // goods 3 × 33.33 + 2 × 19.99 = 139.97; service 3% = 4.1991 → 4.20; packages 2 × 10.00;
    // tax 10% of 164.17 = 16.417 → 16.42; total 180.59; less the deposit 42.00 = 138.59.
    expect(due.breakdown).toEqual({ goods: 13_997, serviceFee: 420, packageFee: 2000, tax: 1642, depositCredited: 4200 });
    expect(due).toMatchObject({ kind: 'final', amount: 13_859, amountVnd: 498_924, exchangeRate: 3600 });
    expect(due.quantities).toEqual([{ lineId: 1, quantity: 3 }, { lineId: 2, quantity: 2 }]);
    expect(due.lines.map((l) => [l.lineId, l.quantity, l.goods])).toEqual([[1, 3, 9999], [2, 2, 3998]]);
  });

  it('counts only the lines taken as packages; lines left out take nothing', () => {
    const due = paymentDue(order, lines, 'final', [{ lineId: 1, quantity: 1 }], settings);
    // goods 33.33; service 0.9999 → 1.00; one package 10.00; tax 10% of 44.33 → 4.43; total 48.76 − 42.00.
    expect(due.breakdown).toEqual({ goods: 3333, serviceFee: 100, packageFee: 1000, tax: 443, depositCredited: 4200 });
    expect(due.amount).toBe(676);
    expect(due.quantities).toEqual([{ lineId: 1, quantity: 1 }, { lineId: 2, quantity: 0 }]);
  });

  it('never goes below zero: a deposit above the balance is credited up to it', () => {
    const due = paymentDue(order, lines, 'final', [{ lineId: 2, quantity: 1 }], settings);
    // 19.99 + 0.60 + 10.00 + 3.06 = 33.65 < 42.00
    expect(due.breakdown).toEqual({ goods: 1999, serviceFee: 60, packageFee: 1000, tax: 306, depositCredited: 3365 });
    expect(due).toMatchObject({ amount: 0, amountVnd: 0 });
  });

  it('takes the rates it is given', () => {
    const due = paymentDue(order, lines, 'final', null, { ...settings, serviceFeePercent: 5, packageFee: 1250, vnTaxPercent: 8, cnyToVnd: 3700 });
    // service 699.85 → 700; packages 2500; tax 8% of 17,197 = 1375.76 → 1376; total 18,573 − 4200 = 14,373
    expect(due.breakdown).toEqual({ goods: 13_997, serviceFee: 700, packageFee: 2500, tax: 1376, depositCredited: 4200 });
    expect(due).toMatchObject({ amount: 14_373, amountVnd: 531_801, exchangeRate: 3700 });
  });

  it('refuses quantities above what was stocked, lines of other orders or named twice, and nothing taken', () => {
    expect(refusal(() => paymentDue(order, lines, 'final', [{ lineId: 1, quantity: 4 }], settings))).toBe('400 mall.finalQuantityAboveStocked');
    expect(refusal(() => paymentDue(order, lines, 'final', [{ lineId: 3, quantity: 1 }], settings))).toBe('400 mall.orderLineInvalid');
    expect(refusal(() => paymentDue(order, lines, 'final', [{ lineId: 1, quantity: 1 }, { lineId: 1, quantity: 1 }], settings)))
      .toBe('400 mall.orderLineInvalid');
    expect(refusal(() => paymentDue(order, lines, 'final', [{ lineId: 1, quantity: 0 }, { lineId: 2, quantity: 0 }], settings)))
      .toBe('400 mall.finalQuantityRequired');
    expect(refusal(() => paymentDue(order, [line(1, 3333, 0)], 'final', null, settings))).toBe('400 mall.finalQuantityRequired');
  });

  it('leaves the deposit as it was: the 30% frozen on the order', () => {
    expect(paymentDue(order, lines, 'deposit', null, settings)).toMatchObject({
      amount: 4200, amountVnd: 151_200, quantities: null, lines: [],
      breakdown: { goods: 4200, depositCredited: 0, serviceFee: 0, packageFee: 0, tax: 0 },
    });
  });
});
