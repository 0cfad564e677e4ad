import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { remotes, remoteVersions } from '../../db/schema';
import { seesCanary, type CanarySetting } from '../deploy/canary';
import { builtInManifestUrlOf, uploadedManifestUrlOf } from '../deploy/storage-layout';

/** One version the registry may hand a visitor: its number and where the registry says it is served from. */
type RegistryVersion = { version: string; manifestUrl: string };

/** A remote's registry row as the drawing needs it, read once per registry change (routes.ts caches it). */
export type DrawingSetting = CanarySetting & { active: RegistryVersion; canaryManifestUrl: string | null };

/**
 * The version of a remote a visitor's drawn page comes from: the remote's built-in build (`remote-<name>/dist`), or
 * an uploaded version whose files are in the storage. Anything else (a version registered by URL, served from another
 * origin) has no files here to draw with.
 */
export type DrawingVersion = { remote: string; version: string; source: 'built-in' | 'uploaded' };

/** One name for a remote's version, as the drawing processes and the kept pages are told apart. */
export const drawingVersionKey = ({ remote, version }: Pick<DrawingVersion, 'remote' | 'version'>): string => `${remote}@${version}`;

/**
 * Every switched-on remote's row with its canary version's manifest URL, in the registry's order (by name): any of
 * them may draw public pages (docs/federation.md "Drawn pages"); which addresses it draws, its build's manifest says.
 * A switched-off remote draws nothing: the portal shows its error panel, so no page may pretend it is there.
 */
export async function loadDrawingSettings(db: DbOrTx): Promise<DrawingSetting[]> {
  const rows = await db
    .select({ remote: remotes, canaryManifestUrl: remoteVersions.manifestUrl })
    .from(remotes)
    .leftJoin(remoteVersions, and(eq(remoteVersions.remote, remotes.name), eq(remoteVersions.version, remotes.canaryVersion)))
    .where(eq(remotes.enabled, true))
    .orderBy(asc(remotes.name));
  return rows.map(({ remote, canaryManifestUrl }) => ({
    name: remote.name,
    active: { version: remote.version, manifestUrl: remote.manifestUrl },
    canaryVersion: remote.canaryVersion,
    canaryManifestUrl,
    canaryPercent: remote.canaryPercent,
    canaryRoles: remote.canaryRoles,
  }));
}

/** Whether a visitor without a session may be placed in the canary, so needs an `mf_bucket` id to be placed. */
export const hasAnonymousCanary = (setting: DrawingSetting): boolean =>
  setting.canaryVersion !== null && setting.canaryManifestUrl !== null && setting.canaryPercent > 0;

/** Where `chosen` is drawn from: the built-in build, an uploaded version, or nowhere here (served from elsewhere). */
export function drawingVersionOf(name: string, chosen: RegistryVersion): DrawingVersion | null {
  if (chosen.manifestUrl === builtInManifestUrlOf(name)) return { remote: name, version: chosen.version, source: 'built-in' };
  if (chosen.manifestUrl === uploadedManifestUrlOf(name, chosen.version)) return { remote: name, version: chosen.version, source: 'uploaded' };
  return null;
}

/**
 * The version of the remote a visitor without a session is assigned, decided as `GET /api/remotes` decides it
 * (remotes/routes.ts `remoteFor`), so the document drawn here and the registry its script reads afterwards name the
 * same version.
 */
export function drawingVersionFor(setting: DrawingSetting, anonymousId: string | null): DrawingVersion | null {
  const chosen: RegistryVersion = setting.canaryVersion && setting.canaryManifestUrl && anonymousId !== null
    && seesCanary(setting, { anonymousId })
    ? { version: setting.canaryVersion, manifestUrl: setting.canaryManifestUrl }
    : setting.active;
  return drawingVersionOf(setting.name, chosen);
}

/** Every version the registry hands someone now that the server could draw with: the active one and the canary. */
export function servedDrawingVersions(setting: DrawingSetting): DrawingVersion[] {
  const canary = setting.canaryVersion && setting.canaryManifestUrl ? [{ version: setting.canaryVersion, manifestUrl: setting.canaryManifestUrl }] : [];
  return [setting.active, ...canary].map((chosen) => drawingVersionOf(setting.name, chosen)).filter((v): v is DrawingVersion => v !== null);
}
