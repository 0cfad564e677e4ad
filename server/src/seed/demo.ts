import type { Db } from '../db/connect';
import { seedAccounts } from './accounts';
import { seedMenus } from './menus';
import { seedDicts } from './dicts';
import { seedRemotes } from './remotes';

/**
 * Demo data for development and the demo (never production, see config/env.ts). Idempotent: every part
 * inserts what is missing by its natural key and leaves what an admin changed alone.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedMenus(tx);
    await seedDicts(tx);
    await seedRemotes(tx);
  });
}
