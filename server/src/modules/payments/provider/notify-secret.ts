import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { serverSecrets } from '../../../db/schema';

export const NOTIFY_SECRET_NAME = 'payment_notify_secret';

/**
 * The key notifications are signed with: PAYMENT_NOTIFY_SECRET when configured, else one made at first start and
 * kept in `sys_secret`, so every process of a deployment (and every restart) uses the same. Two processes starting
 * at once both try to insert; the first wins and both read it back.
 */
export async function notifySecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db.insert(serverSecrets).values({ name: NOTIFY_SECRET_NAME, value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, NOTIFY_SECRET_NAME));
  if (!row) throw new Error('the payment notification key could not be stored');
  return row.value;
}
