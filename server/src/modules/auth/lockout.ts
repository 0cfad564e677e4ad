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
/** Retry-After for an attempt turned away while others at the same account are being checked. */
export const IN_FLIGHT_RETRY_SECONDS = 2;
/** Class of the advisory locks that serialise claims per account (any constant shared by all processes). */
const LOGIN_CLAIM_LOCK = 7_340_303;
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
 * Attempts at an account count inside the window and after its last lock ended, so one typo after a lock
 * does not lock again. A lock still running resets nothing: guesses in flight when it was set must count.
 * `checkedOnly`: the wrong passwords that were checked (what locks); otherwise also the attempts in flight.
 */
const accountFailures = (key: string, checkedOnly: boolean) => sql`
  select count(*)::int as n from auth_login_failure f
  where f.username = ${key} and f.created_at > now() - make_interval(secs => ${FAILURE_WINDOW_SECONDS})
    and (f.checked or not ${checkedOnly})
    and f.created_at > coalesce((select l.locked_until from auth_account_lock l
                                 where l.username = ${key} and l.locked_until <= now()), '-infinity')`;

const addressFailures = (ip: string, checkedOnly: boolean) => sql`
  select count(*)::int as n from auth_login_failure
  where ip = ${ip} and created_at > now() - make_interval(secs => ${FAILURE_WINDOW_SECONDS}) and (checked or not ${checkedOnly})`;

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
 * Claims one login attempt before the password is checked. The attempt is written first (unchecked) and
 * then counted, so of N concurrent attempts at most the allowed number get as far as the password check:
 * each insert commits before its count, and the k-th insert sees at least k rows. The others are turned
 * away for a moment (429) without locking anything: only checked wrong passwords lock (settleFailedAttempt),
 * so a burst of right passwords (30 parallel sign-ins, parallel password changes) never locks the account.
 * Returns the attempt's id, to settle or withdraw it once the password is checked.
 */
export async function claimLoginAttempt(db: DbOrTx, username: string, ip: string): Promise<number> {
  const key = lockKey(username);
  const locked = await lockSecondsLeft(db, key);
  if (locked > 0) throw new LoginThrottled(MessageKey.accountLocked, locked);
  if (await count(db, addressFailures(ip, true)) >= ADDRESS_MAX_FAILURES) {
    throw new LoginThrottled(MessageKey.loginRateLimited, FAILURE_WINDOW_SECONDS);
  }
  // One claim of an account at a time (a transaction-scoped lock on its key): the k-th of a burst sees exactly
  // k attempts, so the first ones go on and only the rest wait their turn, on PostgreSQL as on PGlite.
  const { attemptId, attempts } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_CLAIM_LOCK}, hashtext(${key}))`);
    const [row] = await queryRows<{ id: number }>(tx, sql`
      insert into auth_login_failure (username, ip, checked) values (${key}, ${ip}, false) returning id`);
    return { attemptId: Number(row?.id), attempts: await count(tx, accountFailures(key, false)) };
  });
  if (attempts > ACCOUNT_MAX_FAILURES) {
    // A burst of parallel attempts: this one waits its turn. Whether the account locks is for the checked ones to say.
    await withdrawAttempt(db, attemptId);
    const locked = await lockSecondsLeft(db, key);
    if (locked > 0) throw new LoginThrottled(MessageKey.accountLocked, locked);
    throw new LoginThrottled(MessageKey.loginRateLimited, IN_FLIGHT_RETRY_SECONDS);
  }
  if (await count(db, addressFailures(ip, false)) > ADDRESS_MAX_FAILURES) {
    await withdrawAttempt(db, attemptId);
    throw new LoginThrottled(MessageKey.loginRateLimited, IN_FLIGHT_RETRY_SECONDS);
  }
  return attemptId;
}

/** After a wrong password: the claimed attempt becomes a checked failure; the one that reaches the limit locks the account. */
export async function settleFailedAttempt(db: DbOrTx, username: string, attemptId: number): Promise<void> {
  const key = lockKey(username);
  await db.execute(sql`update auth_login_failure set checked = true where id = ${attemptId}`);
  if (await count(db, accountFailures(key, true)) >= ACCOUNT_MAX_FAILURES) await lockAccount(db, key);
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
