import fs from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE, parseFederationManifestText, parseFederationProvides, PROVIDES_FILE } from '../federation-manifest';
import type { HostProvides } from './compatibility';

/** Where the host build lives under the web root (as modules/web/routes.ts serves it). */
export const hostDistOf = (webRoot: string) => path.join(webRoot, 'host-shell', 'dist');

async function readText(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * What the host build at `webRoot` provides: its manifest's shared modules with their versions and, when the
 * build wrote `federation-provides.json`, its curated react-router-dom names. Read on every check (two small
 * files): a redeployed host counts at once. Null when the host is not built (no manifest): then nothing can be
 * judged, and the compatibility check is skipped (docs/deploy.md).
 */
export async function loadHostProvides(webRoot: string): Promise<HostProvides | null> {
  const dist = hostDistOf(webRoot);
  const manifestText = await readText(path.join(dist, MANIFEST_FILE));
  const manifest = manifestText === null ? null : parseFederationManifestText(manifestText);
  if (!manifest) return null;
  const providesText = await readText(path.join(dist, PROVIDES_FILE));
  const provides = providesText === null ? null : parseFederationProvides(providesText);
  return {
    shared: new Map(manifest.shared.map((s) => [s.name, s.version])),
    routerExports: provides?.routerExports ?? null,
  };
}
