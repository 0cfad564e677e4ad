/** `1.2.3` or `1.2.3-rc.1` → its numbers and pre-release; null for anything else. */
function parse(version: string): { core: [number, number, number]; pre: string | null } | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/.exec(version.trim());
  if (!match) return null;
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] ?? null };
}

/** Semver order, enough for the versions the registry keeps: numbers first, a release after its pre-releases. */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [parse(a), parse(b)];
  if (!pa || !pb) return pa ? 1 : pb ? -1 : 0;
  for (let i = 0; i < 3; i++) {
    const d = (pa.core[i] ?? 0) - (pb.core[i] ?? 0);
    if (d !== 0) return d;
  }
  if (pa.pre === pb.pre) return 0;
  if (pa.pre === null) return 1;
  if (pb.pre === null) return -1;
  return pa.pre < pb.pre ? -1 : 1;
}

/**
 * The version to suggest for the next build: the patch after the highest kept (the release itself after a
 * pre-release), `1.0.0` for a remote without versions. The server refuses a version it has already.
 */
export function nextVersion(versions: readonly string[]): string {
  const highest = versions.filter((v) => parse(v) !== null).sort(compareVersions).at(-1);
  const parsed = highest ? parse(highest) : null;
  if (!parsed) return '1.0.0';
  const [major, minor, patch] = parsed.core;
  return parsed.pre !== null ? `${major}.${minor}.${patch}` : `${major}.${minor}.${patch + 1}`;
}
