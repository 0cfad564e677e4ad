import { asc, eq, sql } from 'drizzle-orm';
import type { RemoteUpsert } from 'shared-contracts/api/remotes';
import type { DbOrTx } from '../../db/connect';
import { remotes } from '../../db/schema';

export type RemoteRow = typeof remotes.$inferSelect;

export async function listRemotes(db: DbOrTx, opts: { enabledOnly: boolean }): Promise<RemoteRow[]> {
  return db.select().from(remotes).where(opts.enabledOnly ? eq(remotes.enabled, true) : undefined).orderBy(asc(remotes.name));
}

/** Creates the remote or replaces its manifest URL, version and switch, in one statement. */
export async function upsertRemote(db: DbOrTx, remote: RemoteUpsert): Promise<RemoteRow> {
  const [row] = await db.insert(remotes).values(remote).onConflictDoUpdate({
    target: remotes.name,
    set: { manifestUrl: remote.manifestUrl, version: remote.version, enabled: remote.enabled, updatedAt: sql`now()` },
  }).returning();
  if (!row) throw new Error('upsert into fed_remote returned nothing');
  return row;
}

/** Adds the remotes that are missing and leaves existing ones (an admin's changes) alone. */
export async function insertMissingRemotes(db: DbOrTx, rows: RemoteUpsert[]): Promise<void> {
  if (rows.length) await db.insert(remotes).values(rows).onConflictDoNothing({ target: remotes.name });
}
