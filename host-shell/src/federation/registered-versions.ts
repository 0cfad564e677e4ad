import type { Remote } from 'shared-contracts/api/remotes';

/**
 * The version the registry named for each remote this page registered, as the runtime holds it: a load failure is
 * reported against the version that actually failed, which after a canary or a refresh may differ per tab.
 */
const registered = new Map<string, string>();
/** The registry's latest answer, for a remote registered again (Retry, a refresh after sign-in). */
const latest = new Map<string, string>();

export function noteRegistryAnswer(registry: readonly Remote[]): void {
  for (const remote of registry) latest.set(remote.name, remote.version);
}

/** A remote was registered (`force`: again) from the latest answer. Without force the runtime keeps what it had. */
export function noteRegistered(name: string, force: boolean): void {
  if (force || !registered.has(name)) registered.set(name, latest.get(name) ?? '');
}

export function registeredVersion(name: string): string | undefined {
  return registered.get(name);
}

/** Tests only. */
export function forgetRegisteredVersions(): void {
  registered.clear();
  latest.clear();
}
