/**
 * Runs in the page before any script: a stand-in for the React DevTools hook, which every copy of
 * react-dom registers itself with when it starts. Counting registrations counts React renderers.
 */
export function installRendererProbe(): void {
  const renderers = new Map<number, { rendererPackageName?: string; version?: string }>();
  let next = 0;
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    inject(renderer: { rendererPackageName?: string; version?: string }) {
      next += 1;
      renderers.set(next, renderer);
      return next;
    },
    checkDCE() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

export type SharedUse = { versions: string[]; from: string[]; useIn: string[] };
export type FederationProbe = { renderers: string[]; shared: Record<string, SharedUse> };

/** Runs in the page: the registered React renderers and, per shared module, who provides and uses it. */
export function readFederationProbe(): FederationProbe {
  type Shared = { from: string; useIn: string[]; loaded?: boolean };
  type Global = {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { rendererPackageName?: string; version?: string }> };
    __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
  };
  const page = window as unknown as Global;
  const renderers = [...page.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values()]
    .map((renderer) => `${renderer.rendererPackageName}@${renderer.version}`);
  // The same entry is reachable from several instances' scopes: count each loaded entry once.
  const loaded = new Map<string, Set<Shared & { version: string }>>();
  for (const scopes of Object.values(page.__FEDERATION__.__SHARE__)) {
    for (const packages of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(packages)) {
        for (const [version, entry] of Object.entries(versions)) {
          if (!entry.loaded) continue;
          const entries = loaded.get(name) ?? new Set();
          if (![...entries].some((known) => known.version === version && known.from === entry.from)) {
            entries.add({ ...entry, version });
          }
          loaded.set(name, entries);
        }
      }
    }
  }
  const shared: Record<string, SharedUse> = {};
  for (const [name, entries] of loaded) {
    const list = [...entries];
    shared[name] = {
      versions: list.map((entry) => entry.version),
      from: list.map((entry) => entry.from),
      useIn: [...new Set(list.flatMap((entry) => entry.useIn))],
    };
  }
  return { renderers, shared };
}
