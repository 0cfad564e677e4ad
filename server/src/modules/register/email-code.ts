import { canonicalIdentity } from 'shared-contracts/identity';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  EMAIL_CODE_LENGTH, EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_TTL_SECONDS, type EmailCodeRequest,
} from 'shared-contracts/api/auth';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db, DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';

export type EmailScene = EmailCodeRequest['scene'];

/** Advisory-lock namespace of "one code per address per minute"; any constant shared by all processes. */
const SEND_LOCK_NAMESPACE = 7_340_101;

export class EmailCodeTooSoon extends HttpError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, MessageKey.emailCodeTooSoon);
  }
}

export const normalizeEmail = (email: string) => canonicalIdentity(email);

/** Codes are stored hashed; the address and scene are in the hash so a row cannot be replayed elsewhere. */
const hashCode = (email: string, scene: EmailScene, code: string) =>
  crypto.createHash('sha256').update(`${scene}\n${normalizeEmail(email)}\n${code.trim()}`).digest('hex');

/**
 * Makes a new code for the address and returns it in clear, for the mail only. The advisory lock
 * serializes requests for one address across processes, so two parallel requests cannot both pass the
 * one-per-minute check.
 */
export async function createEmailCode(db: Db, email: string, scene: EmailScene): Promise<string> {
  const address = normalizeEmail(email);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK_NAMESPACE}, hashtext(${`${scene}:${address}`}))`);
    const [recent] = await queryRows<{ wait: number }>(tx, sql`
      select ceil(extract(epoch from created_at + make_interval(secs => ${EMAIL_CODE_RESEND_SECONDS}) - now()))::int as wait
      from auth_email_code where email = ${address} and scene = ${scene}
        and created_at > now() - make_interval(secs => ${EMAIL_CODE_RESEND_SECONDS})
      order by created_at desc limit 1`);
    if (recent) throw new EmailCodeTooSoon(Math.max(1, Number(recent.wait)));
    // Opportunistic purge: an expired code serves nothing, not even the resend check (TTL > resend interval).
    await tx.execute(sql`delete from auth_email_code where expires_at < now() - interval '1 hour'`);
    const code = String(crypto.randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
    await tx.execute(sql`
      insert into auth_email_code (email, scene, code_hash, expires_at)
      values (${address}, ${scene}, ${hashCode(address, scene, code)}, now() + make_interval(secs => ${EMAIL_CODE_TTL_SECONDS}))`);
    return code;
  });
}

/**
 * Checks a code against the latest one sent to the address and returns its id when right. A wrong guess
 * counts against the code inside the same UPDATE (row lock, re-checked limit), so parallel guesses
 * cannot get more than the allowed number of tries. A right code is not spent here: see consumeEmailCode.
 */
export async function checkEmailCode(db: DbOrTx, email: string, scene: EmailScene, code: string): Promise<number | null> {
  const address = normalizeEmail(email);
  const hash = hashCode(address, scene, code);
  const [row] = await queryRows<{ id: number; ok: boolean }>(db, sql`
    update auth_email_code set attempts = attempts + (case when code_hash = ${hash} then 0 else 1 end)
    where id = (select id from auth_email_code where email = ${address} and scene = ${scene}
                order by created_at desc, id desc limit 1)
      and used_at is null and expires_at > now() and attempts < ${EMAIL_CODE_MAX_ATTEMPTS}
    returning id, code_hash = ${hash} as ok`);
  return row?.ok ? row.id : null;
}

/** Spends a checked code; run it in the transaction that uses it, so a failed use leaves the code valid. */
export async function consumeEmailCode(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(tx, sql`
    update auth_email_code set used_at = now() where id = ${id} and used_at is null and expires_at > now() returning id`);
  return rows.length === 1;
}
