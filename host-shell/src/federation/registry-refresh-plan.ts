/** A remote as the runtime registers it: its name and manifest URL. */
export type PlannedRemote = { name: string; entry: string };

export type RegistryRefreshPlan = {
  /** Not registered in this page yet: registered as usual. */
  added: PlannedRemote[];
  /** Registered, never opened, and the registry now names another manifest: registered again with `force`. */
  replaced: PlannedRemote[];
  /** What the page runs after the refresh: the fresh entries, except opened remotes keep theirs. */
  remotes: PlannedRemote[];
};

/**
 * What to do with a registry answered again (after sign-in: a canary for the user's role may now apply). A remote
 * whose pages were opened keeps its version until the page reloads: replacing it under a page in use would mix
 * two builds' chunks. A remote the fresh answer no longer lists stays registered (the runtime cannot unregister
 * safely, and nothing points at it without a menu).
 */
export function planRegistryRefresh(
  current: readonly PlannedRemote[],
  fresh: readonly PlannedRemote[],
  isOpened: (name: string) => boolean,
): RegistryRefreshPlan {
  const plan: RegistryRefreshPlan = { added: [], replaced: [], remotes: [] };
  for (const remote of fresh) {
    const before = current.find((r) => r.name === remote.name);
    if (!before) plan.added.push(remote);
    else if (before.entry !== remote.entry && !isOpened(remote.name)) plan.replaced.push(remote);
    plan.remotes.push(before && isOpened(remote.name) ? before : remote);
  }
  for (const remote of current) if (!fresh.some((r) => r.name === remote.name)) plan.remotes.push(remote);
  return plan;
}
