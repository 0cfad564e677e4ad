import semver from 'semver';
import type { DeployProblem } from 'shared-contracts/api/deploy';
import type { SharedDeclaration } from '../federation-manifest';

/** What the running host build offers remotes (host-provides.ts reads it from host-shell/dist). */
export type HostProvides = {
  /** Shared module name → the version the host provides (its mf-manifest.json `shared[]`). */
  shared: ReadonlyMap<string, string | null>;
  /** react-router-dom names the host's curated module exports; null when the host build did not say. */
  routerExports: readonly string[] | null;
};

export const ROUTER_MODULE = 'react-router-dom';

/**
 * A remote's shared requirements against the host (docs/deploy.md "Compatibility"). A requirement the remote has
 * no fallback for, or a singleton, must be provided by the host at a version its range accepts (prereleases
 * included: a host on 3.38.0-beta.1 satisfies ^3.37.0). Router names the remote imports must be among those the
 * host curates. Never overridable: such a version breaks when its page opens.
 */
export function compatibilityProblems(
  shared: readonly SharedDeclaration[], routerImports: readonly string[] | null, host: HostProvides,
): DeployProblem[] {
  const problems: DeployProblem[] = [];
  for (const need of shared) {
    if (!need.needsHost && !need.singleton) continue;
    if (!host.shared.has(need.name)) {
      problems.push({
        kind: 'sharedMissing', module: need.name, required: need.requiredVersion,
        detail: `${need.name} ${need.requiredVersion} is not provided by the host`,
      });
      continue;
    }
    const provided = host.shared.get(need.name) ?? null;
    const range = semver.validRange(need.requiredVersion, { includePrerelease: true });
    // A host entry without a version, or a range semver cannot read (a tag, a URL), cannot be judged here.
    if (provided === null || range === null) continue;
    if (!semver.satisfies(provided, range, { includePrerelease: true })) {
      problems.push({
        kind: 'sharedVersion', module: need.name, required: need.requiredVersion, provided,
        detail: `${need.name} ${need.requiredVersion} is required, the host provides ${provided}`,
      });
    }
  }
  if (routerImports && host.routerExports) {
    const exported = new Set(host.routerExports);
    for (const name of routerImports) {
      if (exported.has(name)) continue;
      problems.push({
        kind: 'routerExport', module: ROUTER_MODULE, required: name,
        detail: `${ROUTER_MODULE} export ${name} is not among the host's curated exports`,
      });
    }
  }
  return problems;
}
