import fs from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { DeployProblem } from 'shared-contracts/api/deploy';
import { DRAWN_PAGES_FILE, patternsOverlap, type DrawnPagesManifest } from 'shared-contracts/api/drawn-pages';
import type { DbOrTx } from '../../../db/connect';
import type { FileStorage } from '../../../plugins/app/file-storage';
import { drawingVersionOf, loadDrawingSettings, servedDrawingVersions, type DrawingVersion } from '../../web/drawing-version';
import { parseManifest } from '../../web/drawn-pages';
import { storagePrefixOf } from '../storage-layout';

/** The address patterns one version of another remote draws now (its active version or its canary). */
export type DrawnAddresses = { remote: string; version: string; patterns: readonly string[] };

type ReadDeps = { db: DbOrTx; storage: FileStorage; webRoot: string };

/** A version's drawn-pages.json as its drawing would read it; null when it has none or one that does not parse. */
async function drawnPagesOf(deps: ReadDeps, { remote, version, source }: DrawingVersion): Promise<DrawnPagesManifest | null> {
  let text: string;
  if (source === 'built-in') {
    text = await fs.readFile(path.join(deps.webRoot, `remote-${remote}`, 'dist', DRAWN_PAGES_FILE), 'utf8').catch(() => '');
  } else {
    const stored = await deps.storage.get(`${storagePrefixOf(remote, version)}/${DRAWN_PAGES_FILE}`);
    text = stored ? (await buffer(stored.body)).toString('utf8') : '';
  }
  // One that does not parse draws nothing (web/drawn-pages.ts), so it takes no address.
  return text ? parseManifest(text, () => undefined) : null;
}

/**
 * What every switched-on remote but `except` draws now, with the versions the registry hands out (the active one and
 * a canary): the addresses a new build of `except` may not take (docs/deploy.md "Uploading"). A switched-off remote
 * draws nothing (drawing-version.ts), so its addresses are free.
 */
export async function drawnAddressesInUse(deps: ReadDeps, except: string): Promise<DrawnAddresses[]> {
  const settings = (await loadDrawingSettings(deps.db)).filter((setting) => setting.name !== except);
  const versions = settings.flatMap(servedDrawingVersions);
  const manifests = await Promise.all(versions.map((version) => drawnPagesOf(deps, version)));
  return versions.flatMap((version, i) => {
    const manifest = manifests[i];
    return manifest ? [{ remote: version.remote, version: version.version, patterns: manifest.patterns }] : [];
  });
}

/** One `drawnAddressTaken` problem per pattern of `manifest` that another remote's live version already draws. */
export function drawnAddressProblems(manifest: DrawnPagesManifest, inUse: readonly DrawnAddresses[]): DeployProblem[] {
  return manifest.patterns.flatMap((pattern) => {
    for (const other of inUse) {
      const taken = other.patterns.find((theirs) => patternsOverlap(pattern, theirs));
      if (taken !== undefined) {
        return [{ kind: 'drawnAddressTaken' as const, module: pattern, remote: other.remote, provided: other.version, detail: taken }];
      }
    }
    return [];
  });
}

/**
 * The addresses a stored version would take from another remote if it went live now: what its drawn-pages.json
 * declares against what the other switched-on remotes draw (`inUse`, read once by a caller judging many versions).
 * A version served from elsewhere (registered by URL) draws nothing here, so takes nothing.
 */
export async function takenAddressProblems(
  deps: ReadDeps, target: { remote: string; version: string; manifestUrl: string }, inUse?: Promise<DrawnAddresses[]>,
): Promise<DeployProblem[]> {
  const drawing = drawingVersionOf(target.remote, target);
  const manifest = drawing ? await drawnPagesOf(deps, drawing) : null;
  if (!manifest) return [];
  return drawnAddressProblems(manifest, await (inUse ?? drawnAddressesInUse(deps, target.remote)));
}
