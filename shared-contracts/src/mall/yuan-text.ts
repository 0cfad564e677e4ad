/**
 * Staff type prices in yuan ("12.5"); the contracts carry integer fen. Converted by string, not by
 * multiplying floats, so 0.29 yuan is 29 fen and never 28.999….
 */
const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Fen of a yuan text, or NaN when the text is not a plain amount with at most two decimals. */
export function yuanToFen(text: string): number {
  const match = YUAN.exec(text.trim());
  if (!match) return Number.NaN;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The yuan text of a fen amount, with two decimals ("12.50"). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
