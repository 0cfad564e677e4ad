import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { beginProgress, endProgress } from '../routes/navigation-progress';
import { forgetRemotePage, loadRemotePage, parseRemoteComponent, type PageModule, type RemoteComponentRef } from './remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import { RemoteLoading } from './remote-loading';
import { reregisterRemote } from './remote-registry';
import { RemoteRetryContext, type RemoteRetry } from './remote-retry-context';

type Settled = { module: PageModule } | { error: unknown };

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * One attempt at showing the page: the load is fixed for the life of the attempt. A page whose code is
 * already there (loaded before, or preloaded from its menu link) renders at once. Otherwise the loading
 * state shows until the load settles, and the page comes in by a state update rather than by a Suspense
 * retry: React holds a Suspense retry until 300 ms after the fallback appeared (its fallback throttle),
 * which alone doubled the time to a page whose code arrives in tens of milliseconds.
 */
function RemoteSlot({ target }: { target: RemoteComponentRef }) {
  const [load] = useState(() => loadRemotePage(target));
  const [settled, setSettled] = useState<Settled | null>(() => (load.module ? { module: load.module } : null));
  const pending = settled === null;

  useEffect(() => {
    if (!pending) return undefined;
    let live = true;
    const progressKey = `remote:${target.id}`;
    beginProgress(progressKey);
    load.promise.then(
      (module) => live && setSettled({ module }),
      (error: unknown) => live && setSettled({ error }),
    ).finally(() => endProgress(progressKey));
    return () => {
      live = false;
      endProgress(progressKey);
    };
  }, [load, pending, target.id]);

  let content: ReactNode;
  if (settled === null) content = <RemoteLoading />;
  else if ('error' in settled) content = <Rethrow error={settled.error} />;
  else {
    const Page = settled.module.default;
    content = <Page />;
  }
  return (
    <RemoteErrorBoundary id={target.id}>
      {/* For what the page itself suspends on (its own lazy parts or data). */}
      <Suspense fallback={<RemoteLoading />}>{content}</Suspense>
    </RemoteErrorBoundary>
  );
}

/** Renders the remote page a component string names, with loading state, error panel and retry. */
export function RemoteView({ component }: { component: string }) {
  const target = useMemo(() => parseRemoteComponent(component), [component]);
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(async () => {
    if (target) {
      await reregisterRemote(target.remote).catch((error: unknown) => {
        console.error('[federation] registry unavailable', error);
      });
    }
    // Only after re-registering: a page created earlier would load from the stale registration.
    forgetRemotePage(component);
    setAttempt((n) => n + 1);
  }, [component, target]);
  const slot = useMemo<RemoteRetry>(() => ({ id: component, retry }), [component, retry]);

  return (
    <RemoteRetryContext.Provider value={slot}>
      {target ? <RemoteSlot key={attempt} target={target} /> : <RemoteErrorPanel id={component} />}
    </RemoteRetryContext.Provider>
  );
}
