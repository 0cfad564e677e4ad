import { mask } from 'shared-contracts/format';

/**
 * The buyer's name as the public trading hall shows it. SPEC §3's `mask` keeps 4 characters at each end of a
 * name over 8 characters ("Lê M****Tuấn"); a shorter name it would show whole, which the hall must not, so a
 * short name keeps only its first character ("T***"). Never the username, never an empty string.
 */
export function hallBuyerName(nickName: string | null | undefined): string {
  const chars = Array.from((nickName ?? '').trim());
  if (chars.length > 8) return mask(chars.join(''));
  if (chars.length === 0) return '***';
  return `${chars[0]}${'*'.repeat(Math.max(3, chars.length - 1))}`;
}
