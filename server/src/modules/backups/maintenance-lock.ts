import { sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';

/** Any constant, the same in every server process; beside the migration lock (7_340_021). */
const MAINTENANCE_LOCK = 7_340_022;

/**
 * One backup or restore at a time. Across processes (PostgreSQL): a transaction-scoped advisory lock, tried, not
 * waited for. Within a process: a flag, because PGlite's single connection runs transactions one after another, so
 * there the second would wait for the lock instead of being refused.
 */
export class MaintenanceGate {
  private busy = false;

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) throw new HttpError(409, MessageKey.maintBackupBusy);
    this.busy = true;
    try {
      return await work();
    } finally {
      this.busy = false;
    }
  }
}

/** Takes the maintenance lock for the rest of the transaction, or refuses with 409 when another process holds it. */
export async function lockMaintenance(tx: DbOrTx): Promise<void> {
  const [row] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${MAINTENANCE_LOCK}) as ok`);
  if (!row?.ok) throw new HttpError(409, MessageKey.maintBackupBusy);
}
