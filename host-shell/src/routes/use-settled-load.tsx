import { useEffect, useState } from 'react';
import { beginProgress, endProgress } from './navigation-progress';

/** A load of a page's code: `module` is set once it has arrived, so a page already there needs no wait. */
export type ModuleLoad<T> = { promise: Promise<T>; module?: T };

export type Settled<T> = { module: T } | { error: unknown };

/**
 * How a load ended, or null while it runs (with the progress bar up, SPEC §2). A load already done is
 * settled on the first render. The page then comes in by a state update rather than by a Suspense retry:
 * React holds a Suspense retry until 300 ms after its fallback appeared (its fallback throttle), which
 * alone doubled the time to a page whose code arrives in tens of milliseconds.
 */
export function useSettledLoad<T>(load: ModuleLoad<T>, progressKey: string): Settled<T> | null {
  const [settled, setSettled] = useState<Settled<T> | null>(() => (load.module ? { module: load.module } : null));
  const pending = settled === null;
  useEffect(() => {
    if (!pending) return undefined;
    let live = true;
    beginProgress(progressKey);
    load.promise.then(
      (module) => live && setSettled({ module }),
      (error: unknown) => live && setSettled({ error }),
    ).finally(() => endProgress(progressKey));
    return () => {
      live = false;
      endProgress(progressKey);
    };
  }, [load, pending, progressKey]);
  return settled;
}

/** Throws a failed load's error during render, for the nearest error boundary to show. */
export function Rethrow({ error }: { error: unknown }): never {
  throw error;
}
