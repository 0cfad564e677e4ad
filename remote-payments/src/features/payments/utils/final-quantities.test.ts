import { describe, expect, it } from 'vitest';
import type { DueLine } from 'shared-contracts/api/final-payment';
import type { OrderState } from 'shared-contracts/mall/order-state';
import { finalPayability } from './final-payability';
import { checkQuantities, draftOf, sameQuantities } from './final-quantities';

const line = (lineId: number, stocked: number, quantity = stocked): DueLine => ({
  lineId, skuId: lineId, goodsName: 'g', goodsNameI18n: {}, specText: '', specI18n: {}, imageUrl: null, unitPrice: 100, ordered: 9, stocked, quantity, goods: 100 * quantity,
});
const lines = [line(1, 3), line(2, 2)];

describe('checkQuantities', () => {
  it('gives the quantities to ask for when each is a whole number within what was stocked', () => {
    expect(checkQuantities(lines, { 1: ' 1 ', 2: '0' })).toEqual({ quantities: [{ lineId: 1, quantity: 1 }, { lineId: 2, quantity: 0 }], errors: {}, total: null });
    expect(draftOf(lines)).toEqual({ 1: '3', 2: '2' });
  });

  it('puts the server\'s keys on the lines, and on the whole when nothing is taken', () => {
    expect(checkQuantities(lines, { 1: '4', 2: '1.5' })).toMatchObject({ quantities: [], errors: { 1: 'mall.finalQuantityAboveStocked', 2: 'validation.invalidNumber' } });
    expect(checkQuantities(lines, { 1: '', 2: '-1' }).errors).toEqual({ 1: 'validation.invalidNumber', 2: 'validation.invalidNumber' });
    expect(checkQuantities(lines, { 1: '0', 2: '0' })).toEqual({ quantities: [], errors: {}, total: 'mall.finalQuantityRequired' });
  });

  it('compares quantities as the server lists them', () => {
    expect(sameQuantities([{ lineId: 1, quantity: 2 }], [{ lineId: 1, quantity: 2 }])).toBe(true);
    expect(sameQuantities([{ lineId: 1, quantity: 2 }], null)).toBe(false);
  });
});

describe('finalPayability', () => {
  it.each<[OrderState, string]>([
    ['finalPaymentPending', 'payable'], ['finalPaymentRejected', 'payable'], ['finalPaymentReview', 'underReview'], ['awaitingStocking', 'notStocked'],
    ['depositPending', 'notStocked'], ['pendingShipment', 'paid'], ['completed', 'paid'], ['closed', 'closed'],
  ])('%s → %s', (status, expected) => {
    expect(finalPayability({ status, acceptance: 'accepted' })).toBe(expected);
  });
});
