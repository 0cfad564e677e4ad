import { describe, expect, it } from 'vitest';
import { quantityForSku, quantityProblem } from './quantity';

describe('quantity and minimum order quantity', () => {
  it.each([
    ['', 5, 'required'],
    ['0', 5, 'required'],
    ['abc', 5, 'required'],
    ['2.5', 1, 'required'],
    ['-3', 1, 'required'],
    ['4', 5, 'belowMoq'],
    ['5', 5, null],
    [' 12 ', 5, null],
    ['1000001', 1, 'tooMany'],
  ])('%j with a minimum of %i → %s', (text, moq, problem) => {
    expect(quantityProblem(text, moq)).toBe(problem);
  });

  it('starts at the SKU minimum and keeps a number the buyer typed while it still meets the minimum', () => {
    expect(quantityForSku('1', 10, false)).toBe('10');
    expect(quantityForSku('50', 10, false)).toBe('10');
    expect(quantityForSku('50', 10, true)).toBe('50');
    expect(quantityForSku('3', 10, true)).toBe('10');
    expect(quantityForSku('x', 2, true)).toBe('2');
  });
});
