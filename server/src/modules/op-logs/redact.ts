import { storableText } from '../../db/storable-text';

/**
 * What the operation log keeps of a request (docs/monitoring.md): secrets replaced by a mark at any depth, chosen by
 * the key's name whatever its case, `_` or `-`, every string and key in a form the database stores (storable-text.ts),
 * and the whole cut to a few KiB. The log is read by staff, exported and kept 90 days: a password, captcha, card
 * number or token must never reach it.
 */
export const REDACTED = '[redacted]';
/** Params larger than this (as JSON) are kept as a cut preview. */
export const MAX_PARAMS_CHARS = 4096;
const MAX_DEPTH = 8;
const MAX_ITEMS = 50;
const MAX_STRING = 500;
const MAX_KEY = 100;
const MAX_URL = 2000;

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

/**
 * A copy of `value` with the values of secret keys replaced, strings and keys made storable, long strings and arrays
 * cut, deep nesting stopped.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return storableText(value, MAX_STRING);
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redact(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[storableText(key, MAX_KEY)] = isSecretKey(key) ? REDACTED : redact(v, depth + 1);
  return out;
}

/** The request's address with the values of secret query parameters replaced (`?token=…` → `?token=[redacted]`), storable. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return storableText(url, MAX_URL);
  const query = url.slice(at + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    let key = rawKey;
    try { key = decodeURIComponent(rawKey.replace(/\+/g, ' ')); } catch { /* kept as sent */ }
    return eq >= 0 && isSecretKey(key) ? `${rawKey}=${encodeURIComponent(REDACTED)}` : pair;
  });
  return storableText(`${url.slice(0, at)}?${query.join('&')}`, MAX_URL);
}

/** Redacted params, or when still too large a cut preview of their JSON (kept as JSON for the jsonb column). */
export function boundedParams(params: Record<string, unknown>): unknown {
  const clean = redact(params);
  const json = JSON.stringify(clean);
  if (json.length <= MAX_PARAMS_CHARS) return clean;
  // Cut where it may split a surrogate pair, which jsonb would refuse as much as a NUL.
  return { truncated: true, size: json.length, preview: storableText(json, MAX_PARAMS_CHARS) };
}
