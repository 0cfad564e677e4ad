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

/** What the wrapper needs of a database handle (drizzle's databases): kept structural, so db/connect.ts can use it. */
type Transactional = { transaction: (...args: never[]) => Promise<unknown> };

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));

/**
 * Makes the database's outermost transactions run again when they lose a deadlock or a serialization race
 * (docs/orders.md "Lock order"). Every write path takes its locks in one order, so this is a safety net, not the
 * mechanism. Savepoints (a transaction's own `transaction`) are not retried: only the whole transaction can be.
 * The work must not act outside the database before it commits, which holds for every transaction here (jobs and
 * mails are sent after the commit).
 */
export function retryConflicts<D extends Transactional>(db: D): D {
  const once = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]): Promise<unknown> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(...args);
      } catch (err) {
        if (!isRetryableConflict(err) || attempt >= TRANSACTION_ATTEMPTS) throw err;
        await pause(attempt);
      }
    }
  };
  db.transaction = retrying as D['transaction'];
  return db;
}
