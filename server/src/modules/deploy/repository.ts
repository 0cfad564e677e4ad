import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { menus, remoteEvents, remotes, remoteVersions } from '../../db/schema';
import type { MenuPage } from './checks/menus';

export type VersionRow = typeof remoteVersions.$inferSelect;
export type NewVersion = typeof remoteVersions.$inferInsert;
export type EventRow = typeof remoteEvents.$inferSelect;
export type RemoteRow = typeof remotes.$inferSelect;

export type EventAction = 'upload' | 'activate' | 'rollback' | 'canary-start' | 'canary-promote' | 'canary-abandon' | 'register'
  | 'enable' | 'disable';
export type NewEvent = {
  remote: string; action: EventAction; version: string | null; fromVersion: string | null;
  detail?: Record<string, unknown> | null; username: string | null;
};

/** Events that change which version is live; the rollback target is worked out from them (rollback-target.ts). */
export const ACTIVATION_ACTIONS = ['activate', 'rollback', 'canary-promote'] as const;

export async function findVersion(db: DbOrTx, remote: string, version: string): Promise<VersionRow | null> {
  const [row] = await db.select().from(remoteVersions).where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)));
  return row ?? null;
}

/** Newest first; every remote's when `remote` is null. */
export async function listVersions(db: DbOrTx, remote: string | null): Promise<VersionRow[]> {
  return db.select().from(remoteVersions).where(remote === null ? undefined : eq(remoteVersions.remote, remote))
    .orderBy(desc(remoteVersions.createdAt), desc(remoteVersions.id));
}

/** Inserts the version unless (remote, version) exists: null then (the unique index decides races). */
export async function insertVersionIfNew(db: DbOrTx, row: NewVersion): Promise<VersionRow | null> {
  const [inserted] = await db.insert(remoteVersions).values(row).onConflictDoNothing({ target: [remoteVersions.remote, remoteVersions.version] })
    .returning();
  return inserted ?? null;
}

export async function updateVersion(db: DbOrTx, id: number, set: Partial<NewVersion>): Promise<void> {
  await db.update(remoteVersions).set(set).where(eq(remoteVersions.id, id));
}

export async function deleteVersion(db: DbOrTx, id: number): Promise<void> {
  await db.delete(remoteVersions).where(eq(remoteVersions.id, id));
}

export async function existingVersions(db: DbOrTx, remote: string, versions: string[]): Promise<Set<string>> {
  if (versions.length === 0) return new Set();
  const rows = await db.select({ version: remoteVersions.version }).from(remoteVersions)
    .where(and(eq(remoteVersions.remote, remote), inArray(remoteVersions.version, versions)));
  return new Set(rows.map((r) => r.version));
}

export async function insertEvent(db: DbOrTx, event: NewEvent): Promise<void> {
  await db.insert(remoteEvents).values({ ...event, detail: event.detail ?? null });
}

/** Newest first. */
export async function listEvents(db: DbOrTx, opts: { remote: string | null; limit: number }): Promise<EventRow[]> {
  return db.select().from(remoteEvents).where(opts.remote === null ? undefined : eq(remoteEvents.remote, opts.remote))
    .orderBy(desc(remoteEvents.id)).limit(opts.limit);
}

/** The events that changed the remote's live version, oldest first. */
export async function activationHistory(db: DbOrTx, remote: string): Promise<EventRow[]> {
  return db.select().from(remoteEvents)
    .where(and(eq(remoteEvents.remote, remote), inArray(remoteEvents.action, [...ACTIVATION_ACTIONS])))
    .orderBy(asc(remoteEvents.id));
}

export async function findRemote(db: DbOrTx, name: string): Promise<RemoteRow | null> {
  const [row] = await db.select().from(remotes).where(eq(remotes.name, name));
  return row ?? null;
}

/** The remote's row, locked until the transaction ends: registry changes of one remote happen one at a time. */
export async function lockRemote(tx: DbOrTx, name: string): Promise<RemoteRow | null> {
  const [row] = await tx.select().from(remotes).where(eq(remotes.name, name)).for('update');
  return row ?? null;
}

/**
 * Creates the remote (its first activation) and answers it locked; when another transaction created it meanwhile,
 * answers that one, locked, with `created: false`.
 */
export async function createRemoteLocked(
  tx: DbOrTx, values: { name: string; manifestUrl: string; version: string; enabled: boolean },
): Promise<{ row: RemoteRow; created: boolean }> {
  const [inserted] = await tx.insert(remotes).values(values).onConflictDoNothing({ target: remotes.name }).returning();
  if (inserted) return { row: inserted, created: true };
  const row = await lockRemote(tx, values.name);
  if (!row) throw new Error(`fed_remote ${values.name} neither inserted nor found`);
  return { row, created: false };
}

export async function updateRemote(tx: DbOrTx, name: string, set: Partial<typeof remotes.$inferInsert>): Promise<RemoteRow> {
  const [row] = await tx.update(remotes).set({ ...set, updatedAt: sql`now()` }).where(eq(remotes.name, name)).returning();
  if (!row) throw new Error(`fed_remote ${name} vanished while locked`);
  return row;
}

/** Every menu page that names a remote module (`<remote>/<Module>`); the menu check picks a remote's own. */
export async function remoteMenuPages(db: DbOrTx): Promise<MenuPage[]> {
  const rows = await db.select({ id: menus.id, title: menus.title, component: menus.component }).from(menus)
    .where(and(eq(menus.type, 1), isNotNull(menus.component))).orderBy(asc(menus.id));
  return rows.filter((r): r is MenuPage => typeof r.component === 'string' && r.component.includes('/'));
}
