import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { RemoteErrorBoundary } from '../federation/remote-error-boundary';
import { beginProgress, endProgress } from './navigation-progress';

/** While a page's chunk loads the progress bar runs (SPEC §2); the page appears when it is ready. */
function ChunkLoading() {
  useLayoutEffect(() => {
    beginProgress('chunk');
    return () => endProgress('chunk');
  }, []);
  return null;
}

/**
 * A host page in a chunk of its own, so the first page loads only its own code: the login page is
 * not held up by the layout, its menus and search, or the personal centre (docs/performance.md). A
 * chunk that fails to load shows the load-error panel, whose retry reloads the portal.
 */
export function lazyView<P extends object>(id: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyView(props: P) {
    return (
      <RemoteErrorBoundary id={id}>
        <Suspense fallback={<ChunkLoading />}>
          <Lazy {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  LazyView.displayName = `LazyView(${id})`;
  return LazyView;
}
