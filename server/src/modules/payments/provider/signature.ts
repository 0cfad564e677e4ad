import crypto from 'node:crypto';
import type { GatewayNotification } from 'shared-contracts/api/online-payments';

type Unsigned = Omit<GatewayNotification, 'sign'>;

/**
 * The signed text of a notification (docs/payments.md): every field but `sign` whose value is not null, as
 * `key=value`, sorted by key, joined with `&`, as Alipay-style gateways sign their parameters. Signing fields rather
 * than the raw body lets the route verify the parsed body, whatever the JSON's spacing or key order.
 */
export function signedText(fields: Unsigned): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== null && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&');
}

export const signNotification = (fields: Unsigned, secret: string): GatewayNotification =>
  ({ ...fields, sign: crypto.createHmac('sha256', secret).update(signedText(fields), 'utf8').digest('hex') });

/** Constant-time comparison, so the time of a refusal does not tell how much of a forged signature was right. */
export function signatureMatches(notification: GatewayNotification, secret: string): boolean {
  const { sign, ...fields } = notification;
  const expected = crypto.createHmac('sha256', secret).update(signedText(fields), 'utf8').digest();
  const given = Buffer.from(sign, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
