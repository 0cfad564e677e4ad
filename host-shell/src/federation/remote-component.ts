import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isLoadFailure } from './load-failure';
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

type PageModule = { default: ComponentType };

function isPageModule(value: unknown): value is PageModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const page = value.default;
  // memo() and forwardRef() components are objects.
  return typeof page === 'function' || (typeof page === 'object' && page !== null);
}

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`loading ${id} timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function loadPage(ref: RemoteComponentRef): Promise<PageModule> {
  const load = async () => {
    await registerRemotesOnce();
    return loadRemote<unknown>(ref.id);
  };
  const module = await withTimeout(load(), LOAD_TIMEOUT_MS, ref.id);
  if (!isPageModule(module)) throw new Error(`${ref.id} has no default export to render`);
  return module;
}

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy page of a remote component, one per string while it loads and once it has loaded. A
 * failure is not kept: the next visit of the page tries again (the panel's Retry does it at once).
 */
export function remotePage(ref: RemoteComponentRef): LazyExoticComponent<ComponentType> {
  const cached = pages.get(ref.id);
  if (cached) return cached;
  const forgetIfCurrent = () => {
    if (pages.get(ref.id) === page) pages.delete(ref.id);
  };
  const page = lazy(() =>
    loadPage(ref).then(
      (module) => {
        if (isLoadFailure(module)) forgetIfCurrent();
        return module;
      },
      (error: unknown) => {
        forgetIfCurrent();
        throw error;
      },
    ));
  pages.set(ref.id, page);
  return page;
}

/** Drops the cached page, so the next render loads it again. */
export function forgetRemotePage(id: string): void {
  pages.delete(id);
}
