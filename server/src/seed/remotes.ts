import type { RemoteUpsert } from 'shared-contracts/api/remotes';
import type { DbOrTx } from '../db/connect';
import { insertMissingRemotes } from '../modules/remotes/repository';

/** The portal's own remotes, served by this server from the web directory (ARCHITECTURE.md §1). */
export const seedRemoteNames = ['mall', 'orders', 'payments', 'admin'] as const;

/** Registers the portal's remotes that are missing; a remote an admin moved or disabled stays as it is. */
export async function seedRemotes(db: DbOrTx): Promise<void> {
  const rows: RemoteUpsert[] = seedRemoteNames.map((name) => ({
    name, manifestUrl: `/remotes/${name}/mf-manifest.json`, version: '1.0.0', enabled: true,
  }));
  await insertMissingRemotes(db, rows);
}
