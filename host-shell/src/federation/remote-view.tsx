import { memo, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Rethrow, useSettledLoad } from '../routes/use-settled-load';
import { forgetRemotePage, loadRemotePage, parseRemoteComponent, type RemoteComponentRef } from './remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import { RemoteLoading } from './remote-loading';
import { reregisterRemote } from './remote-registry';
import { RemoteRetryContext, type RemoteRetry } from './remote-retry-context';

/**
 * One attempt at showing the page: the load is fixed for the life of the attempt. A page whose code is
 * already there (loaded before, or preloaded from its menu link) renders at once; otherwise the loading
 * state shows until the load settles (use-settled-load.tsx).
 */
function RemoteSlot({ target }: { target: RemoteComponentRef }) {
  const [load] = useState(() => loadRemotePage(target));
  const settled = useSettledLoad(load, `remote:${target.id}`);

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

/**
 * Renders the remote page a component string names, with loading state, error panel and retry. Memoised: the route
 * table is built anew whenever the menus change (a sign-in), and the page on screen need not draw again for that.
 */
export const RemoteView = memo(function RemoteView({ component }: { component: string }) {
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
});
