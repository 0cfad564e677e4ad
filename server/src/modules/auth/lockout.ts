import { sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { canonicalIdentity } from 'shared-contracts/identity';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';

/** Wrong passwords per account within the window before the account locks. */
export const ACCOUNT_MAX_FAILURES = 5;
/** Failed attempts per client address within the window before the address is refused. */
export const ADDRESS_MAX_FAILURES = 30;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 15 * 60;
/** Failure rows older than this serve no window any more. */
const PURGE_AFTER_SECONDS = 24 * 60 * 60;

export class LoginThrottled extends HttpError {
  constructor(messageKey: string, public readonly retryAfterSeconds: number) {
    super(429, messageKey);
  }
}

/**
 * Lock and failure rows are keyed by the canonical form of the name the client typed, whether or not the
 * account exists: the same form sign-in looks the account up by, so no spelling of a name escapes its lock.
 */
export const lockKey = (username: string) => canonicalIdentity(username);

/**
 * Failures of an account count inside the window and after its last lock ended, so one typo after a lock
 * does not lock again. A lock still running resets nothing: guesses in flight when it was set must count.
 */
const accountFailures = (key: string) => sql`
  select count(*)::int as n from auth_login_failure f
  where f.username = ${key} and f.created_at > now() - make_interval(secs => ${FAILURE_WINDOW_SECONDS})
    and f.created_at > coalesce((select l.locked_until from auth_account_lock l
                                 where l.username = ${key} and l.locked_until <= now()), '-infinity')`;

const addressFailures = (ip: string) => sql`
  select count(*)::int as n from auth_login_failure
  where ip = ${ip} and created_at > now() - make_interval(secs => ${FAILURE_WINDOW_SECONDS})`;

async function count(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

async function lockSecondsLeft(db: DbOrTx, key: string): Promise<number> {
  const [row] = await queryRows<{ left: number }>(db, sql`
    select ceil(extract(epoch from locked_until - now()))::int as left
    from auth_account_lock where username = ${key} and locked_until > now()`);
  return row ? Math.max(1, Number(row.left)) : 0;
}

async function lockAccount(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`
    insert into auth_account_lock (username, locked_until)
    values (${key}, now() + make_interval(secs => ${LOCK_SECONDS}))
    on conflict (username) do update set locked_until = greatest(auth_account_lock.locked_until, excluded.locked_until)`);
}

/**
 * Claims one login attempt before the password is checked. The attempt is written as a failure first and
 * then counted, so of N concurrent guesses at most the allowed number get as far as the password check:
 * each insert commits before its count, and the k-th insert sees at least k rows.
 * Returns the attempt's id, to withdraw it when the password turns out right.
 */
export async function claimLoginAttempt(db: DbOrTx, username: string, ip: string): Promise<number> {
  const key = lockKey(username);
  const locked = await lockSecondsLeft(db, key);
  if (locked > 0) throw new LoginThrottled(MessageKey.accountLocked, locked);
  if (await count(db, addressFailures(ip)) >= ADDRESS_MAX_FAILURES) {
    throw new LoginThrottled(MessageKey.loginRateLimited, FAILURE_WINDOW_SECONDS);
  }
  const [row] = await queryRows<{ id: number }>(db, sql`
    insert into auth_login_failure (username, ip) values (${key}, ${ip}) returning id`);
  if (await count(db, accountFailures(key)) > ACCOUNT_MAX_FAILURES) {
    // Only a burst of parallel guesses gets here: the lock the earlier ones are about to set, set now.
    await lockAccount(db, key);
    throw new LoginThrottled(MessageKey.accountLocked, LOCK_SECONDS);
  }
  if (await count(db, addressFailures(ip)) > ADDRESS_MAX_FAILURES) {
    throw new LoginThrottled(MessageKey.loginRateLimited, FAILURE_WINDOW_SECONDS);
  }
  return Number(row?.id);
}

/** After a wrong password: the claimed attempt stays a failure; the one that reaches the limit locks the account. */
export async function settleFailedAttempt(db: DbOrTx, username: string): Promise<void> {
  const key = lockKey(username);
  if (await count(db, accountFailures(key)) >= ACCOUNT_MAX_FAILURES) await lockAccount(db, key);
  // Opportunistic purge, now and then rather than on every failure: the delete scans by time alone.
  if (Math.random() < 0.05) {
    await db.execute(sql`delete from auth_login_failure where created_at < now() - make_interval(secs => ${PURGE_AFTER_SECONDS})`);
    await db.execute(sql`delete from auth_account_lock where locked_until < now() - make_interval(secs => ${PURGE_AFTER_SECONDS})`);
  }
}

/**
 * The password was right: withdraw this attempt and forgive the earlier mistakes made from the same address.
 * Failures from other addresses stay counted, so a guesser elsewhere gains nothing from the owner signing in.
 */
export async function settleSucceededAttempt(db: DbOrTx, username: string, ip: string, attemptId: number): Promise<void> {
  await db.execute(sql`
    delete from auth_login_failure where id = ${attemptId} or (username = ${lockKey(username)} and ip = ${ip})`);
}

/** The attempt was neither a guess nor a success (a disabled account with the right password): withdraw it. */
export async function withdrawAttempt(db: DbOrTx, attemptId: number): Promise<void> {
  await db.execute(sql`delete from auth_login_failure where id = ${attemptId}`);
}
