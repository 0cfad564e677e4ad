import { useEffect, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from '../federation/remote-error-boundary';
import { beginProgress, endProgress } from './navigation-progress';

export type LazyView<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A host page in a chunk of its own, so the first page loads only its own code: the login page is not
 * held up by the layout, its menus and search, or the personal centre (docs/performance.md). While the
 * chunk loads the progress bar runs (SPEC §2); the page then comes in by a state update, not a Suspense
 * retry, which React would hold for 300 ms after its fallback (see federation/remote-view.tsx). A chunk
 * that fails to load shows the load-error panel, whose retry reloads the portal.
 */
export function lazyView<P extends object>(id: string, load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () => {
    pending ??= load().then(
      (view) => (loaded = view),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function Loader(props: P) {
    const [outcome, setOutcome] = useState<{ view: ComponentType<P> } | { error: unknown } | null>(
      () => (loaded ? { view: loaded } : null),
    );
    useEffect(() => {
      if (outcome) return undefined;
      let live = true;
      const progressKey = `view:${id}`;
      beginProgress(progressKey);
      start()
        .then((view) => live && setOutcome({ view }), (error: unknown) => live && setOutcome({ error }))
        .finally(() => endProgress(progressKey));
      return () => {
        live = false;
        endProgress(progressKey);
      };
    }, [outcome]);
    if (!outcome) return null;
    if ('error' in outcome) return <Rethrow error={outcome.error} />;
    const View = outcome.view;
    return <View {...props} />;
  }

  function LazyHostView(props: P) {
    return (
      <RemoteErrorBoundary id={id}>
        <Loader {...props} />
      </RemoteErrorBoundary>
    );
  }
  LazyHostView.displayName = `LazyView(${id})`;
  return Object.assign(LazyHostView, { preload: () => start().catch(() => undefined) });
}
