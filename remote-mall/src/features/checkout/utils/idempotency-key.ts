import { idempotencyKeySchema } from 'shared-contracts/api/orders';

/**
 * A fresh Idempotency-Key (api/orders.ts: 8–100 of [A-Za-z0-9_-]). crypto.randomUUID exists only in secure
 * contexts, so a plain-http deployment falls back to 16 random bytes in hex from getRandomValues.
 */
export function newIdempotencyKey(): string {
  const key = typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return idempotencyKeySchema.parse(key);
}
