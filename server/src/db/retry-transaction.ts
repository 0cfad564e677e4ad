import type { Db } from './connect';

/** PostgreSQL's `deadlock_detected` and `serialization_failure`: the transaction lost a race and may simply run again. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);
/** Attempts in all; past them the loser answers 409 `error.concurrentUpdate` (plugins/app/errors.ts), never a 500. */
export const TRANSACTION_ATTEMPTS = 4;

type WithCode = { code?: unknown; cause?: unknown };

/** Whether the error, or one drizzle or the driver wrapped in it, is a deadlock or a serialization failure. */
export function isRetryableConflict(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as WithCode).cause, depth++) {
    if (RETRYABLE_STATES.has(String((e as WithCode).code))) return true;
  }
  return false;
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));

/**
 * Makes the database's outermost transactions run again when they lose a deadlock or a serialization race
 * (docs/orders.md "Lock order"). Every write path takes its locks in one order, so this is a safety net, not the
 * mechanism. Savepoints (a transaction's own `transaction`) are not retried: only the whole transaction can be.
 * The work must not act outside the database before it commits, which holds for every transaction here (jobs and
 * mails are sent after the commit).
 */
export function retryConflicts(db: Db): Db {
  const once = db.transaction.bind(db);
  const retrying: Db['transaction'] = async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(work, config);
      } catch (err) {
        if (!isRetryableConflict(err) || attempt >= TRANSACTION_ATTEMPTS) throw err;
        await pause(attempt);
      }
    }
  };
  db.transaction = retrying;
  return db;
}
