import path from 'node:path';
import type { Config } from '../config/env';
import { LocalDiskStorage } from '../plugins/app/storage';
import { ensureAdminAccount, type AdminBootstrap } from '../seed/admin-account';
import { seedDemo } from '../seed/demo';
import { seedReference } from '../seed/reference';
import type { Database } from './connect';
import { runMigrations } from './migrate';

/**
 * What every start does to the database before serving (docs/production.md): the migrations, the reference data
 * (every environment), the demo data (only where allowed), and an administrator if there is none.
 */
export async function prepareDatabase(config: Config, database: Database): Promise<AdminBootstrap> {
  await runMigrations(database);
  if (config.seedDemo) {
    // The catalogue's pictures go where app.storage will read them (plugins/app/storage.ts: <DATA_DIR>/uploads).
    await seedDemo(database.db, { storage: new LocalDiskStorage(path.join(config.dataDir, 'uploads')) });
  } else {
    await seedReference(database.db);
  }
  return ensureAdminAccount(database.db, config.adminPassword);
}
