import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Remote } from 'shared-contracts/api/remotes';
import { reclaimHostShares } from './reclaim-host-shares';
import { noteRegistered, noteRegistryAnswer } from './registered-versions';
import { takeRegistryRequest } from './registry-request';

/** What the federation runtime registers: the manifest URL is the remote's entry. */
export type RuntimeRemote = { name: string; entry: string };

/** `mall=http://localhost:3001/mf-manifest.json,orders=...` → name → manifest URL. */
export function parseOverrides(raw: string): Map<string, string> {
  const overrides = new Map<string, string>();
  for (const pair of raw.split(',')) {
    const [name, url] = pair.split('=').map((part) => part.trim());
    if (name && url) overrides.set(name, url);
  }
  return overrides;
}

/** Enabled registry entries, with development overrides applied (and added when not registered). */
export function toRuntimeRemotes(registry: readonly Remote[], overrides: ReadonlyMap<string, string>): RuntimeRemote[] {
  const remotes = registry
    .filter((remote) => remote.enabled)
    .map((remote) => ({ name: remote.name, entry: overrides.get(remote.name) ?? remote.manifestUrl }));
  for (const [name, entry] of overrides) {
    if (!remotes.some((remote) => remote.name === name)) remotes.push({ name, entry });
  }
  return remotes;
}

let registration: Promise<RuntimeRemote[]> | null = null;

/**
 * Makes `next` the page's registration: every remote page awaits it, so pages that start loading meanwhile wait
 * for it. A registration that fails is forgotten, so the next attempt asks the server again.
 */
export function replaceRegistration(next: (previous: Promise<RuntimeRemote[]> | null) => Promise<RuntimeRemote[]>): Promise<RuntimeRemote[]> {
  const pending = next(registration);
  pending.catch(() => {
    if (registration === pending) registration = null;
  });
  registration = pending;
  return pending;
}

/** Fetches the registry and registers its remotes, once per page load; every remote page awaits it. */
export function registerRemotesOnce(): Promise<RuntimeRemote[]> {
  return registration ?? replaceRegistration(() => takeRegistryRequest().then((registry) => {
    const remotes = toRuntimeRemotes(registry, parseOverrides(__MF_OVERRIDES__));
    noteRegistryAnswer(registry);
    // The runtime rewrites `entry` to an absolute URL in place; keep our list unaliased.
    registerRemotes(remotes.map((remote) => ({ ...remote })));
    for (const remote of remotes) noteRegistered(remote.name, false);
    return remotes;
  }));
}

/**
 * Asks the registry again and re-registers one remote with `force`, which makes the runtime drop the
 * remote's cached manifest, entry and modules: the next load fetches its manifest afresh, so a remote
 * that was down, redeployed or registered since then loads without reloading the page.
 */
export async function reregisterRemote(name: string): Promise<void> {
  registration = null;
  const remotes = await registerRemotesOnce();
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) return;
  reclaimHostShares(name);
  registerRemotes([{ ...remote }], { force: true });
  noteRegistered(name, true);
}
