import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ModuleLoad } from '../routes/use-settled-load';
import { loadFailureError } from './load-failure-error';
import { reportLoadFailure } from './report-load-failure';
import { isLoadFailure } from './load-failure';
import { markRemoteOpened } from './opened-remotes';
import { registerRemotesOnce } from './remote-registry';

/** `<remote>/<Module path>` of SPEC §2 menus, e.g. `orders/OrderList`, `admin/system/Menu`. */
const REMOTE_COMPONENT = /^([a-z][a-z0-9-]*)\/([A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)$/;

/** A hung manifest or chunk request must end in the error panel, not in a spinner forever. */
export const LOAD_TIMEOUT_MS = 30_000;

export type RemoteComponentRef = { id: string; remote: string; module: string };

export function parseRemoteComponent(component: string): RemoteComponentRef | null {
  const match = REMOTE_COMPONENT.exec(component);
  if (!match?.[1] || !match[2]) return null;
  return { id: component, remote: match[1], module: match[2] };
}

export type PageModule = { default: ComponentType };

function isPageModule(value: unknown): value is PageModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const page = value.default;
  // memo() and forwardRef() components are objects.
  return typeof page === 'function' || (typeof page === 'object' && page !== null);
}

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(loadFailureError('timeout', `loading ${id} timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function loadPage(ref: RemoteComponentRef): Promise<PageModule> {
  const load = async () => {
    await registerRemotesOnce().catch((error: unknown) => {
      throw loadFailureError('registry', `the remote registry is unavailable: ${error instanceof Error ? error.message : String(error)}`, error);
    });
    // From here the runtime may fetch the remote's manifest and entry: a registry refresh leaves it alone.
    markRemoteOpened(ref.remote);
    return loadRemote<unknown>(ref.id);
  };
  const module = await withTimeout(load(), LOAD_TIMEOUT_MS, ref.id);
  if (!isPageModule(module)) throw loadFailureError('module', `${ref.id} has no default export to render`);
  return module;
}

export type PageLoad = ModuleLoad<PageModule>;

const loads = new Map<string, PageLoad>();
/** Loads started by a pointer or focus on a link (see preloadRemotePage): no progress bar for these. */
const quietLoads = new Set<string>();

/**
 * The load of a remote component's page, one per string while it loads and once it has loaded. A
 * failure is not kept: the next visit of the page tries again (the panel's Retry does it at once).
 */
export function loadRemotePage(ref: RemoteComponentRef): PageLoad {
  // The page is wanted on screen now: a preload it joins is no longer a quiet one.
  quietLoads.delete(ref.id);
  return startLoad(ref);
}

function startLoad(ref: RemoteComponentRef): PageLoad {
  const cached = loads.get(ref.id);
  if (cached) return cached;
  const forgetIfCurrent = () => {
    quietLoads.delete(ref.id);
    if (loads.get(ref.id) === load) loads.delete(ref.id);
  };
  const load: PageLoad = {
    promise: loadPage(ref).then(
      (module) => {
        if (isLoadFailure(module)) forgetIfCurrent();
        else load.module = module;
        quietLoads.delete(ref.id);
        return module;
      },
      (error: unknown) => {
        forgetIfCurrent();
        // The runtime plugin reports what fails inside the runtime; what fails around it is reported here.
        reportLoadFailure(ref.id, error, 'load');
        throw error;
      },
    ),
  };
  // Whoever renders the page handles its failure; a preload nobody renders must not be unhandled.
  load.promise.catch(() => undefined);
  loads.set(ref.id, load);
  return load;
}

/**
 * Starts loading the page of a component string before it is opened (pointer over or focus on a link),
 * so that a click usually finds the page's code already there. Does nothing for strings that name no
 * remote page or pages already loaded or loading. Settles (never fails) when the load has.
 */
export function preloadRemotePage(component: string): Promise<unknown> {
  const ref = parseRemoteComponent(component);
  if (!ref) return Promise.resolve();
  const loading = loads.get(ref.id);
  if (loading) return loading.promise.catch(() => undefined);
  quietLoads.add(ref.id);
  return startLoad(ref).promise.catch(() => undefined);
}

/** Whether a load was started ahead of a visit and nobody shows its page yet (no progress bar). */
export function isQuietLoad(id: string): boolean {
  return quietLoads.has(id);
}

/** Drops the cached page, so the next render loads it again. */
export function forgetRemotePage(id: string): void {
  loads.delete(id);
  quietLoads.delete(id);
}

/** Drops every cached page of a remote (registered again in another version). */
export function forgetRemotePages(remote: string): void {
  for (const id of [...loads.keys()]) if (parseRemoteComponent(id)?.remote === remote) forgetRemotePage(id);
}
