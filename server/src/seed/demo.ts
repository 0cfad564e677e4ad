import type { Db } from '../db/connect';
import type { FileStorage } from '../plugins/app/storage';
import { seedAccounts } from './accounts';
import { seedJobs } from './jobs';
import { seedCatalogue } from './catalogue';
import { seedDemoOrders } from './demo-orders';
import { seedReference } from './reference';

/**
 * The reference data, then demo data for development and the demo (never production, see config/env.ts):
 * departments, jobs and the demo accounts (password 123456), the mall catalogue and the trading hall's orders.
 * Idempotent: every part inserts what is missing by its natural key and leaves what an admin changed alone.
 */
export async function seedDemo(db: Db, opts: { storage?: FileStorage } = {}): Promise<void> {
  await seedReference(db);
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedJobs(tx);
  });
  // The mall catalogue writes pictures, so it runs only where a storage is given (main.ts; tests opt in).
  if (opts.storage) await seedCatalogue(db, opts.storage);
  // After the catalogue: the trading hall's orders are of its goods (none without a catalogue).
  await seedDemoOrders(db);
}
