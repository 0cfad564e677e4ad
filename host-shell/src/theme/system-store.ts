import { useSyncExternalStore } from 'react';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { entrySystem } from './entry-system';

let current: SystemContext = entrySystem;
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

/** The Chakra system the app's provider passes down: the entry system, then the full one. */
export function useAppSystem(): SystemContext {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** Loads the full system (every recipe) once; pages beyond the login page wait for it. */
export function loadFullSystem(): Promise<void> {
  loading ??= import(/* webpackChunkName: "full-system" */ './full-system').then(
    ({ fullSystem }) => {
      current = fullSystem;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A page's module together with the full system: the page never draws with the entry system. */
export async function withFullSystem<T>(page: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([page, loadFullSystem()]);
  return loaded;
}
