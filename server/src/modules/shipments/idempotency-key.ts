import { MessageKey } from 'shared-contracts/api/message-keys';
import { idempotencyKeySchema } from 'shared-contracts/api/orders';
import { HttpError } from '../../plugins/app/errors';

/** The Idempotency-Key header (as placing an order): absent is fine (no de-duplication), malformed is 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header.join(',') : header);
  if (!parsed.success) throw new HttpError(400, MessageKey.idempotencyKeyInvalid);
  return parsed.data;
}
