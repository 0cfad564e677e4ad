/**
 * What the operation log keeps of a request (docs/monitoring.md): secrets replaced by a mark at any depth, chosen by
 * the key's name whatever its case, `_` or `-`, and the whole cut to a few KiB. The log is read by staff, exported
 * and kept 90 days: a password, captcha, card number or token must never reach it.
 */
export const REDACTED = '[redacted]';
/** Params larger than this (as JSON) are kept as a cut preview. */
export const MAX_PARAMS_CHARS = 4096;
const MAX_DEPTH = 8;
const MAX_ITEMS = 50;
const MAX_STRING = 500;

/** Keys whose value is a secret wherever they appear (compared without case, `_` and `-`). */
const SECRET_KEYS = new Set([
  'code', 'uuid', 'captcha', 'sign', 'signature', 'pin', 'otp', 'pan', 'cvv', 'cvc', 'cvv2', 'validity', 'expiry',
  'authorization', 'cookie', 'credential', 'credentials', 'apikey', 'accesskey', 'secretkey', 'privatekey',
  'cardnumber', 'cardno', 'bankcard', 'idnumber', 'idno', 'idcard', 'identitycard', 'citizenid',
]);
/** Parts of a key that make it a secret: `password`, `oldPass`, `accessToken`, `clientSecret`, `smsCode`… */
const SECRET_PARTS = [/pass(word|wd|phrase)?$/, /password/, /token/, /secret/, /captcha/, /(sms|email|mail|verify|verification|auth|otp|security)code$/];

export function isSecretKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[_-]/g, '');
  return SECRET_KEYS.has(k) || SECRET_PARTS.some((p) => p.test(k));
}

/** A copy of `value` with the values of secret keys replaced, long strings and arrays cut, deep nesting stopped. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redact(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = isSecretKey(key) ? REDACTED : redact(v, depth + 1);
  return out;
}

/** The request's address with the values of secret query parameters replaced (`?token=…` → `?token=[redacted]`). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url.slice(0, 2000);
  const query = url.slice(at + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    let key = rawKey;
    try { key = decodeURIComponent(rawKey.replace(/\+/g, ' ')); } catch { /* kept as sent */ }
    return eq >= 0 && isSecretKey(key) ? `${rawKey}=${encodeURIComponent(REDACTED)}` : pair;
  });
  return `${url.slice(0, at)}?${query.join('&')}`.slice(0, 2000);
}

/** Redacted params, or when still too large a cut preview of their JSON (kept as JSON for the jsonb column). */
export function boundedParams(params: Record<string, unknown>): unknown {
  const clean = redact(params);
  const json = JSON.stringify(clean);
  if (json.length <= MAX_PARAMS_CHARS) return clean;
  return { truncated: true, size: json.length, preview: json.slice(0, MAX_PARAMS_CHARS) };
}
