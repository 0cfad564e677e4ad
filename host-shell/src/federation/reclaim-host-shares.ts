import { getInstance } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime marks a shared module with the first instance that loaded it (`from`), even
 * when the code is the host's: production remotes carry no copy of the package singletons. A Chakra
 * entry point only a remote page uses is loaded first by that remote, and re-registering the remote
 * (Retry) deletes what the runtime believes the remote provided, leaving no provider at all. Before a
 * re-registration, the entries the host provides in that very version go back to the host.
 */
export function reclaimHostShares(remoteName: string): void {
  const host = getInstance();
  if (!host) return;
  for (const packages of Object.values(host.shareScopeMap)) {
    for (const [name, versions] of Object.entries(packages)) {
      const provided = host.options.shared[name] ?? [];
      for (const [version, entry] of Object.entries(versions)) {
        if (entry.from === remoteName && provided.some((own) => own.version === version)) entry.from = host.name;
      }
    }
  }
}
