import { Suspense, useCallback, useMemo, useState } from 'react';
import { forgetRemotePage, parseRemoteComponent, remotePage, type RemoteComponentRef } from './remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import { RemoteLoading } from './remote-loading';
import { reregisterRemote } from './remote-registry';
import { RemoteRetryContext, type RemoteRetry } from './remote-retry-context';

/** One attempt at showing the page: the lazy page is fixed for the life of the attempt. */
function RemoteSlot({ target }: { target: RemoteComponentRef }) {
  const [Page] = useState(() => remotePage(target));
  return (
    <RemoteErrorBoundary id={target.id}>
      <Suspense fallback={<RemoteLoading />}>
        <Page />
      </Suspense>
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
