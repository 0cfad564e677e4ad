import type { RemoteVersion } from 'shared-contracts/api/deploy';
import type { DbOrTx } from '../../db/connect';
import { iso } from '../../db/rows';
import { drawnAddressesInUse, type DrawnAddresses } from './checks/drawn-addresses';
import { loadHostFor, allProblems, judgeVersion, readVersionFacts, type CheckDeps } from './checks/run-checks';
import { storedRequirement } from './federation-manifest';
import { findRemote, listVersions, remoteMenuPages, type RemoteRow, type VersionRow } from './repository';
import { rollbackTargetOf } from './registry';

/**
 * Versions as the Deploy page and the deploy command see them (remoteVersionSchema): the stored row, its state in
 * the registry, and what would stand in the way of activating it now — every check run afresh, so a host
 * redeployed or a menu changed since the upload shows at once. A URL version's modules are shown as its manifest
 * says now (the built-in ones are stored without them).
 */

type RemoteState = { row: RemoteRow | null; previous: string | null };

function stateOf(version: VersionRow, remote: RemoteState): RemoteVersion['state'] {
  if (!remote.row) return null;
  if (remote.row.version === version.version && remote.row.manifestUrl === version.manifestUrl) return 'active';
  if (remote.row.canaryVersion === version.version) return 'canary';
  return remote.previous === version.version ? 'previous' : null;
}

async function remoteStates(db: DbOrTx, names: string[]): Promise<Map<string, RemoteState>> {
  const states = new Map<string, RemoteState>();
  for (const name of names) {
    const row = await findRemote(db, name);
    states.set(name, { row, previous: row ? await rollbackTargetOf(db, row) : null });
  }
  return states;
}

async function describeRows(deps: CheckDeps, rows: VersionRow[]): Promise<RemoteVersion[]> {
  if (rows.length === 0) return [];
  const [host, pages, states] = await Promise.all([
    loadHostFor(deps), remoteMenuPages(deps.db), remoteStates(deps.db, [...new Set(rows.map((r) => r.remote))]),
  ]);
  // What the other remotes draw, read once per remote listed.
  const inUse = new Map<string, Promise<DrawnAddresses[]>>();
  const inUseBesides = (remote: string) => {
    if (!inUse.has(remote)) inUse.set(remote, drawnAddressesInUse(deps, remote));
    return inUse.get(remote);
  };
  return Promise.all(rows.map(async (row) => {
    const facts = await readVersionFacts(deps, row, host, inUseBesides(row.remote));
    const live = facts.read.ok ? facts.read.manifest : null;
    return {
      id: row.id,
      remote: row.remote,
      version: row.version,
      source: row.source === 'upload' ? 'upload' : 'url',
      manifestUrl: row.manifestUrl,
      size: row.size,
      fileCount: row.fileCount,
      exposes: live ? live.exposes : row.exposes,
      shared: live ? live.shared.map(storedRequirement) : row.shared,
      uploadedBy: row.uploadedBy,
      createTime: iso(row.createdAt),
      problems: allProblems(judgeVersion(row.remote, facts, pages)),
      state: stateOf(row, states.get(row.remote) ?? { row: null, previous: null }),
    } satisfies RemoteVersion;
  }));
}

/** Newest first; every remote's when `remote` is null. */
export async function describeVersions(deps: CheckDeps, remote: string | null): Promise<RemoteVersion[]> {
  return describeRows(deps, await listVersions(deps.db, remote));
}

export async function describeVersion(deps: CheckDeps, row: VersionRow): Promise<RemoteVersion> {
  const [view] = await describeRows(deps, [row]);
  if (!view) throw new Error(`version ${row.remote} ${row.version} could not be described`);
  return view;
}
