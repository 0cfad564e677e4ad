import { collectConnectionSchema, type CollectConnection } from 'shared-contracts/api/collect-extension';

/**
 * The connection code the portal issues: base64url(JSON {portal, token}). Decoded and checked with the contract's
 * schema; the portal is kept as its origin, the one address the extension will talk to.
 */
export function decodeConnectionCode(code: string): CollectConnection | null {
  const compact = code.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(compact)) return null;
  try {
    const binary = atob(compact.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed = collectConnectionSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    const portal = new URL(parsed.data.portal);
    if (portal.protocol !== 'http:' && portal.protocol !== 'https:') return null;
    return { portal: portal.origin, token: parsed.data.token };
  } catch {
    return null;
  }
}

/** The match pattern of the portal's origin, for `chrome.permissions` (a pattern's port is part of the host). */
export function originPattern(origin: string): string {
  return `${origin}/*`;
}
