import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './yuan-text';

describe('yuan ↔ fen', () => {
  it.each([
    ['12', 1200], ['12.5', 1250], ['12.50', 1250], ['0.29', 29], ['0.01', 1], [' 3.07 ', 307], ['199999.99', 19999999],
  ])('%s yuan is %i fen', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it.each(['', 'abc', '1.234', '-1', '1,5', '.5', '1e3'])('refuses %j', (text) => {
    expect(yuanToFen(text)).toBeNaN();
  });

  it('writes fen back as yuan with two decimals', () => {
    expect(fenToYuan(1250)).toBe('12.50');
    expect(fenToYuan(29)).toBe('0.29');
    expect(fenToYuan(100000)).toBe('1000.00');
    expect(yuanToFen(fenToYuan(12345))).toBe(12345);
  });
});
