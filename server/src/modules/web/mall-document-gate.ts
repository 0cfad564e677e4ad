import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { remotes } from '../../db/schema';
import { builtInManifestUrlOf } from '../deploy/storage-layout';

const MALL = 'mall';

/**
 * Whether a visitor without a session may get the mall document (docs/shell-routing.md "The mall document"). The
 * document holds the mall's pages as they were when the portal was built, which is the registry's built-in mall
 * (`remote-mall/dist`, built from the same checkout). While a deployed mall version is active, a canary runs, or
 * the mall is switched off, the portal serves the mall's pages as it loads them: the version the registry names,
 * or its error panel.
 */
export async function mallDocumentAllowed(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ manifestUrl: remotes.manifestUrl, enabled: remotes.enabled, canaryVersion: remotes.canaryVersion })
    .from(remotes)
    .where(eq(remotes.name, MALL));
  return Boolean(row?.enabled && row.canaryVersion === null && row.manifestUrl === builtInManifestUrlOf(MALL));
}
