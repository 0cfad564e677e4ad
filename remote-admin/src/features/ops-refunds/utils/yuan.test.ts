import { describe, expect, it } from 'vitest';
import { parseYuan, yuanText } from './yuan';

describe('yuan in the amount field', () => {
  it('reads yuan as typed into fen, exactly', () => {
    expect(parseYuan('250')).toBe(25_000);
    expect(parseYuan(' 250.5 ')).toBe(25_050);
    expect(parseYuan('0.29')).toBe(29);
    expect(parseYuan('1,250.00')).toBe(125_000);
    expect(parseYuan('12.')).toBe(1200);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', '-1', '1.234', 'abc', '1e3', '.5']) expect(parseYuan(text), text).toBeNaN();
  });

  it('writes fen back as the field shows them', () => {
    expect(yuanText(25_000)).toBe('250.00');
    expect(yuanText(29)).toBe('0.29');
    expect(yuanText(125_005)).toBe('1250.05');
  });
});
