import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Remote } from 'shared-contracts/api/remotes';
import { isRemoteOpened } from './opened-remotes';
import { forgetRemotePages } from './remote-component';
import { reclaimHostShares } from './reclaim-host-shares';
import { noteRegistered, noteRegistryAnswer } from './registered-versions';
import { planRegistryRefresh } from './registry-refresh-plan';
import { fetchRegistry } from './registry-request';
import { parseOverrides, replaceRegistration, toRuntimeRemotes, type RuntimeRemote } from './remote-registry';

/**
 * Asks the registry again as the user who just signed in (`token`) and applies the answer by the rule of
 * registry-refresh-plan.ts: remotes not opened yet move to the version named for this user (a canary for their
 * role), opened ones keep theirs until the page reloads. Pages that start loading meanwhile wait for it. When the
 * registry does not answer, the page keeps what it had. Loaded on the first sign-in (sign-in-refresh.ts).
 *
 * `nothingShown`: no page of this portal has been on screen yet (the portal the login document started in its page,
 * which loaded the page the user is going to while they typed): every remote may move, and a page of a moved remote
 * loaded meanwhile is dropped, so it loads again in the user's version.
 */
export function refreshRegistry(token: string, { nothingShown = false }: { nothingShown?: boolean } = {}): Promise<RuntimeRemote[]> {
  return replaceRegistration(async (previous) => {
    const current = previous ? await previous.catch(() => null) : null;
    let registry: Remote[];
    try {
      registry = await fetchRegistry(token);
    } catch (error) {
      if (current) return current;
      throw error;
    }
    noteRegistryAnswer(registry);
    const opened = nothingShown ? () => false : isRemoteOpened;
    const plan = planRegistryRefresh(current ?? [], toRuntimeRemotes(registry, parseOverrides(__MF_OVERRIDES__)), opened);
    if (plan.added.length > 0) registerRemotes(plan.added.map((remote) => ({ ...remote })));
    for (const remote of plan.added) noteRegistered(remote.name, false);
    for (const remote of plan.replaced) {
      forgetRemotePages(remote.name);
      reclaimHostShares(remote.name);
      registerRemotes([{ ...remote }], { force: true });
      noteRegistered(remote.name, true);
    }
    return plan.remotes;
  });
}
