import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { remotes, remoteVersions } from '../../db/schema';
import { seesCanary, type CanarySetting } from '../deploy/canary';
import { builtInManifestUrlOf, uploadedManifestUrlOf } from '../deploy/storage-layout';

/** The remote whose public pages the server draws (docs/federation.md "Drawn pages"). */
export const DRAWING_REMOTE = 'mall';

/** One version the registry may hand a visitor: its number and where the registry says it is served from. */
type RegistryVersion = { version: string; manifestUrl: string };

/** The mall's registry row as the drawing needs it, read once per registry change (routes.ts caches it). */
export type DrawingSetting = CanarySetting & { active: RegistryVersion; canaryManifestUrl: string | null };

/**
 * The version a visitor's drawn page comes from: the built-in build (`remote-mall/dist`), or an uploaded version
 * whose files are in the storage. Anything else (a version registered by URL, served from another origin) has no
 * files here to draw with.
 */
export type DrawingVersion = { version: string; source: 'built-in' | 'uploaded' };

/** The mall's row with its canary version's manifest URL; null when the mall is not registered or switched off. */
export async function loadDrawingSetting(db: DbOrTx): Promise<DrawingSetting | null> {
  const [row] = await db
    .select({ remote: remotes, canaryManifestUrl: remoteVersions.manifestUrl })
    .from(remotes)
    .leftJoin(remoteVersions, and(eq(remoteVersions.remote, remotes.name), eq(remoteVersions.version, remotes.canaryVersion)))
    .where(eq(remotes.name, DRAWING_REMOTE));
  // A switched-off mall: the portal shows its error panel, so no page may pretend the mall is there.
  if (!row?.remote.enabled) return null;
  const { remote } = row;
  return {
    name: remote.name,
    active: { version: remote.version, manifestUrl: remote.manifestUrl },
    canaryVersion: remote.canaryVersion,
    canaryManifestUrl: row.canaryManifestUrl,
    canaryPercent: remote.canaryPercent,
    canaryRoles: remote.canaryRoles,
  };
}

/** Whether a visitor without a session may be placed in the canary, so needs an `mf_bucket` id to be placed. */
export const hasAnonymousCanary = (setting: DrawingSetting): boolean =>
  setting.canaryVersion !== null && setting.canaryManifestUrl !== null && setting.canaryPercent > 0;

/** Where `chosen` is drawn from: the built-in build, an uploaded version, or nowhere here (served from elsewhere). */
function drawingVersionOf(name: string, chosen: RegistryVersion): DrawingVersion | null {
  if (chosen.manifestUrl === builtInManifestUrlOf(name)) return { version: chosen.version, source: 'built-in' };
  if (chosen.manifestUrl === uploadedManifestUrlOf(name, chosen.version)) return { version: chosen.version, source: 'uploaded' };
  return null;
}

/**
 * The version a visitor without a session is assigned, decided as `GET /api/remotes` decides it (remotes/routes.ts
 * `remoteFor`), so the document drawn here and the registry its script reads afterwards name the same version.
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
