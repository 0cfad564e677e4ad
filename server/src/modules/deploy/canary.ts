import crypto from 'node:crypto';

/**
 * Who loads a canary (docs/deploy.md "Canary"). A user's bucket (0–99) comes from a hash of the remote, the canary
 * version and the user, so it is the same on every request and every server process (sticky), and a new canary
 * version draws a fresh sample of users. Anonymous visitors use the random id of their `mf_bucket` cookie instead.
 */

export type CanarySetting = { name: string; canaryVersion: string | null; canaryPercent: number; canaryRoles: readonly string[] };

/** A signed-in user (role names), or an anonymous visitor by the cookie's id; null when neither is known. */
export type Viewer = { userId: number; roles: readonly string[] } | { anonymousId: string } | null;

/** `sha256(remote + ':' + canaryVersion + ':' + subject) mod 100`, the whole digest read as one number. */
export function canaryBucket(remote: string, canaryVersion: string, subject: string | number): number {
  const hex = crypto.createHash('sha256').update(`${remote}:${canaryVersion}:${subject}`).digest('hex');
  return Number(BigInt(`0x${hex}`) % 100n);
}

/** Whether this viewer loads the remote's canary rather than its active version. */
export function seesCanary(remote: CanarySetting, viewer: Viewer): boolean {
  const version = remote.canaryVersion;
  if (!version || !viewer) return false;
  if ('userId' in viewer) {
    if (viewer.roles.some((r) => remote.canaryRoles.includes(r))) return true;
    return canaryBucket(remote.name, version, viewer.userId) < remote.canaryPercent;
  }
  return canaryBucket(remote.name, version, viewer.anonymousId) < remote.canaryPercent;
}
