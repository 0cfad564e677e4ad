import type { Database } from '../src/db/connect';
import { runMigrations } from '../src/db/migrate';
import { seedCatalogue } from '../src/seed/catalogue';
import { seedDemo } from '../src/seed/demo';
import { LocalDiskStorage } from '../src/plugins/app/storage';

/**
 * What a test file's database holds before its first test: the migrations and the demo seed, then for `goods`
 * above 0 that many catalogue goods, their pictures written under `uploadsDir`. The database templates
 * (database-template.ts) are keyed by a hash of this module's code and everything it imports, so this is the one
 * place that decides what a fresh test database is.
 */
export async function seedTestDatabase(database: Database): Promise<void> {
  await runMigrations(database);
  await seedDemo(database.db);
}

/** The catalogue part, on a database seedTestDatabase made. */
export async function seedTestCatalogue(database: Database, goods: number, uploadsDir: string): Promise<void> {
  await seedCatalogue(database.db, new LocalDiskStorage(uploadsDir), { count: goods });
}
