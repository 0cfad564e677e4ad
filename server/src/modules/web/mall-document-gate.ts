import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { remotes } from '../../db/schema';
import { builtInManifestUrlOf } from '../deploy/storage-layout';

const MALL = 'mall';

/**
 * Whether a visitor without a session may get the mall document (docs/shell-routing.md "The mall document"). The
 * server draws it from the built-in mall's build (`remote-mall/dist/drawn-pages.json`) only, so it is sent only
 * while the registry serves that build. While a deployed mall version is active, a canary runs, or the mall is
 * switched off, the portal serves the mall's pages as it loads them: the version the registry names, or its error
 * panel. Drawing the version each visitor is assigned instead is issue 28's next step.
 */
export async function mallDocumentAllowed(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ manifestUrl: remotes.manifestUrl, enabled: remotes.enabled, canaryVersion: remotes.canaryVersion })
    .from(remotes)
    .where(eq(remotes.name, MALL));
  return Boolean(row?.enabled && row.canaryVersion === null && row.manifestUrl === builtInManifestUrlOf(MALL));
}
