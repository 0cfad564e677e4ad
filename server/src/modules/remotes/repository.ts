import { and, asc, eq } from 'drizzle-orm';
import type { RemoteUpsert } from 'shared-contracts/api/remotes';
import type { DbOrTx } from '../../db/connect';
import { remotes, remoteVersions } from '../../db/schema';

export type RemoteRow = typeof remotes.$inferSelect;
/** A remote with its canary version's manifest URL (null without a canary, or when that version is gone). */
export type RemoteWithCanary = RemoteRow & { canaryManifestUrl: string | null };

export async function listRemotes(db: DbOrTx, opts: { enabledOnly: boolean }): Promise<RemoteRow[]> {
  return db.select().from(remotes).where(opts.enabledOnly ? eq(remotes.enabled, true) : undefined).orderBy(asc(remotes.name));
}

/** The enabled remotes for the host, each with where its canary version is served. */
export async function listEnabledWithCanary(db: DbOrTx): Promise<RemoteWithCanary[]> {
  const rows = await db.select({ remote: remotes, canaryManifestUrl: remoteVersions.manifestUrl }).from(remotes)
    .leftJoin(remoteVersions, and(eq(remoteVersions.remote, remotes.name), eq(remoteVersions.version, remotes.canaryVersion)))
    .where(eq(remotes.enabled, true))
    .orderBy(asc(remotes.name));
  return rows.map((r) => ({ ...r.remote, canaryManifestUrl: r.canaryManifestUrl }));
}

/** Adds the remotes that are missing and leaves existing ones (an admin's changes) alone. */
export async function insertMissingRemotes(db: DbOrTx, rows: RemoteUpsert[]): Promise<void> {
  if (rows.length) await db.insert(remotes).values(rows).onConflictDoNothing({ target: remotes.name });
}
