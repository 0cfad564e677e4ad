import type { DeployProblem } from 'shared-contracts/api/deploy';
import type { DbOrTx } from '../../../db/connect';
import type { FileStorage } from '../../../plugins/app/file-storage';
import { compatibilityProblems, type HostProvides } from './compatibility';
import { takenAddressProblems, type DrawnAddresses } from './drawn-addresses';
import { loadHostProvides } from './host-provides';
import { readManifestAt, type ManifestRead } from './manifest-source';
import { menuProblems, type MenuPage } from './menus';

/**
 * The checks a version passes before it goes live (docs/deploy.md "Checks"), put together: its manifest is read
 * where it is served (the storage for an upload, the disk for a built-in build, its URL for another origin), then
 * judged against the host, the menus and the addresses other remotes draw. Reading does I/O (and may take the fetch
 * timeout); judging is pure, so a caller reads before taking locks and judges inside its transaction against the
 * menus it reads there.
 */

export type CheckDeps = {
  webRoot: string;
  storage: FileStorage;
  /** Where the registry is: which addresses the other remotes' live versions draw (checks/drawn-addresses.ts). */
  db: DbOrTx;
  /** What the host provides; `loadHostProvides(webRoot)` unless a caller passes another (tests, fixtures). */
  loadHost?: () => Promise<HostProvides | null>;
  fetchTimeoutMs?: number;
};

/** A version's manifest as read now, the host it is judged against, and the addresses it would take from other remotes. */
export type VersionFacts = { read: ManifestRead; host: HostProvides | null; takenAddresses: DeployProblem[] };

/** The version whose facts are read: its remote, its number and where its manifest is. */
export type CheckedVersion = { remote: string; version: string; manifestUrl: string };

/** The problems of a version, split by whether an override may pass them. */
export type Judgement = { blocking: DeployProblem[]; menus: DeployProblem[] };

/** `host` and `inUse`: read once by a caller judging many versions (version-view.ts). */
export async function readVersionFacts(
  deps: CheckDeps, target: CheckedVersion, host?: HostProvides | null, inUse?: Promise<DrawnAddresses[]>,
): Promise<VersionFacts> {
  const [read, loadedHost, takenAddresses] = await Promise.all([
    readManifestAt(target.manifestUrl, { webRoot: deps.webRoot, storage: deps.storage, timeoutMs: deps.fetchTimeoutMs }),
    host !== undefined ? host : (deps.loadHost ?? (() => loadHostProvides(deps.webRoot)))(),
    takenAddressProblems(deps, target, inUse),
  ]);
  return { read, host: loadedHost, takenAddresses };
}

export function loadHostFor(deps: CheckDeps): Promise<HostProvides | null> {
  return (deps.loadHost ?? (() => loadHostProvides(deps.webRoot)))();
}

/**
 * Judges remote `remote`'s version: a manifest that cannot be read, or that names another remote, every
 * compatibility problem and every address another remote draws block it; menu problems block unless overridden.
 * Without a built host nothing can be compared, and the compatibility check is skipped.
 */
export function judgeVersion(remote: string, facts: VersionFacts, pages: readonly MenuPage[]): Judgement {
  if (!facts.read.ok) return { blocking: [facts.read.problem], menus: [] };
  const { manifest, routerImports } = facts.read;
  if (manifest.name !== remote) {
    return { blocking: [{ kind: 'manifestInvalid', module: manifest.name, detail: `the manifest is remote ${manifest.name}, not ${remote}` }], menus: [] };
  }
  return {
    blocking: [...(facts.host ? compatibilityProblems(manifest.shared, routerImports, facts.host) : []), ...facts.takenAddresses],
    menus: menuProblems(remote, manifest.exposes, pages),
  };
}

export const allProblems = (j: Judgement): DeployProblem[] => [...j.blocking, ...j.menus];

/** What refuses the change: the blocking problems always, the menu problems unless overridden. */
export const refusingProblems = (j: Judgement, overrideMenus: boolean): DeployProblem[] => (overrideMenus ? j.blocking : allProblems(j));
