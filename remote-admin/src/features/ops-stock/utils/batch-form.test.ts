import { describe, expect, it } from 'vitest';
import { checkBatch, remainingOf } from './batch-form';

const lines = [{ lineId: 1, ordered: 5, stocked: 2 }, { lineId: 2, ordered: 3, stocked: 3 }];

describe('checkBatch', () => {
  it('sends the lines with units, blank and 0 left out', () => {
    expect(checkBatch(lines, { 1: ' 3 ', 2: '' })).toEqual({ input: { lines: [{ lineId: 1, quantity: 3 }] }, errors: {}, total: null });
    expect(remainingOf(lines[1]!)).toBe(0);
  });

  it('refuses more than a line may still receive, and what is not a whole number, with the server\'s keys', () => {
    expect(checkBatch(lines, { 1: '4', 2: '1' }).errors).toEqual({ 1: 'mall.stockAboveOrdered', 2: 'mall.stockAboveOrdered' });
    expect(checkBatch(lines, { 1: '1.5' }).errors).toEqual({ 1: 'validation.invalidNumber' });
    expect(checkBatch(lines, { 1: '0' })).toEqual({ input: null, errors: {}, total: 'mall.stockLinesRequired' });
  });
});
