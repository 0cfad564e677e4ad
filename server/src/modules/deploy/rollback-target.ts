/** An event that changed which version of a remote is live. */
export type ActivationEvent = { action: string; version: string | null; fromVersion: string | null };

/**
 * The versions that were live, oldest first, as a stack: an activation or a promoted canary pushes its version (the
 * first one also records what was live before it), a rollback pops back to the version it went to. So rolling back
 * twice goes two versions back rather than to and fro, and activating after a rollback branches from there.
 */
export function liveStack(events: readonly ActivationEvent[]): string[] {
  const stack: string[] = [];
  for (const e of events) {
    if (!e.version) continue;
    if (e.action === 'rollback') {
      while (stack.length > 0 && stack[stack.length - 1] !== e.version) stack.pop();
      if (stack.length === 0) stack.push(e.version);
      continue;
    }
    if (stack.length === 0 && e.fromVersion) stack.push(e.fromVersion);
    stack.push(e.version);
  }
  return stack;
}

/**
 * The version a rollback of `current` returns to (docs/deploy.md "Rollback"): the latest one live before it that
 * still exists in the registry, or null.
 */
export function rollbackTarget(events: readonly ActivationEvent[], current: string, exists: (version: string) => boolean): string | null {
  const stack = liveStack(events);
  while (stack.length > 0 && stack[stack.length - 1] === current) stack.pop();
  for (let i = stack.length - 1; i >= 0; i--) {
    const version = stack[i] as string;
    if (version !== current && exists(version)) return version;
  }
  return null;
}
