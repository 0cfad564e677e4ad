import type { RemoteUpsert } from 'shared-contracts/api/remotes';
import type { DbOrTx } from '../db/connect';
import { remoteVersions } from '../db/schema';
import { builtInManifestUrlOf } from '../modules/deploy/storage-layout';
import { insertMissingRemotes } from '../modules/remotes/repository';

/** The portal's own remotes, served by this server from the web directory (ARCHITECTURE.md §1). */
export const seedRemoteNames = ['mall', 'orders', 'payments', 'admin'] as const;
export const SEED_REMOTE_VERSION = '1.0.0';

/**
 * Registers the portal's remotes that are missing, and their built-in build as a `url` version (docs/deploy.md), so
 * the Deploy page lists it and a rollback can return to it. Its modules and shared requirements are not stored: the
 * checks read them from the build as it is then. A remote an admin moved or disabled, and a version row that
 * exists, stay as they are.
 */
export async function seedRemotes(db: DbOrTx): Promise<void> {
  const rows: RemoteUpsert[] = seedRemoteNames.map((name) => ({
    name, manifestUrl: builtInManifestUrlOf(name), version: SEED_REMOTE_VERSION, enabled: true,
  }));
  await insertMissingRemotes(db, rows);
  await db.insert(remoteVersions).values(seedRemoteNames.map((name) => ({
    remote: name, version: SEED_REMOTE_VERSION, source: 'url', manifestUrl: builtInManifestUrlOf(name), exposes: [], shared: [],
  }))).onConflictDoNothing({ target: [remoteVersions.remote, remoteVersions.version] });
}
