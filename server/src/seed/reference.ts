import type { Db } from '../db/connect';
import { seedRoles } from './accounts';
import { seedContent } from './content';
import { seedDicts } from './dicts';
import { seedMenus } from './menus';
import { seedRemotes } from './remotes';

/**
 * Reference data, applied at every start in every environment (docs/production.md): roles, menus with their
 * buttons and permission codes, dictionaries (the mall's message dictionaries among them), the remote registry
 * and the content documents. Each part inserts what is missing by its natural key and leaves what an
 * administrator changed; values a release renamed move only where a row still holds the old one.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedRoles(tx);
    await seedMenus(tx);
    await seedDicts(tx);
    await seedRemotes(tx);
    await seedContent(tx);
  });
}
