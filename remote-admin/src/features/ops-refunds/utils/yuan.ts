/**
 * Yuan as typed into the amount field ("250", "250.5", "1,250.00") to fen; NaN for anything else (blank included).
 * Integer arithmetic on the digits, never a float multiplication, so "0.29" is 29 fen and not 28.999….
 */
export function parseYuan(text: string): number {
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Fen as the field shows them: yuan with two decimals, no grouping ("1250.00"). */
export const yuanText = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
