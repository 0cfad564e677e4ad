import type { Db } from '../db/connect';
import { seedAccounts } from './accounts';
import { seedMenus } from './menus';
import { seedDicts } from './dicts';
import { seedRemotes } from './remotes';
import { seedContent } from './content';
import { seedDemoOrders } from './demo-orders';
import { seedCatalogue } from './catalogue';
import type { FileStorage } from '../plugins/app/storage';

/**
 * Demo data for development and the demo (never production, see config/env.ts). Idempotent: every part
 * inserts what is missing by its natural key and leaves what an admin changed alone.
 */
export async function seedDemo(db: Db, opts: { storage?: FileStorage } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedMenus(tx);
    await seedDicts(tx);
    await seedRemotes(tx);
    await seedContent(tx);
  });
  // The mall catalogue writes pictures, so it runs only where a storage is given (main.ts; tests opt in).
  if (opts.storage) await seedCatalogue(db, opts.storage);
  // After the catalogue: the trading hall's orders are of its goods (none without a catalogue).
  await seedDemoOrders(db);
}
