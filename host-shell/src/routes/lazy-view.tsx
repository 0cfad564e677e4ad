import { useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from '../federation/remote-error-boundary';
import { Rethrow, useSettledLoad, type ModuleLoad } from './use-settled-load';

export type LazyView<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A host page in a chunk of its own, so the first page loads only its own code: the login page is not
 * held up by the layout, its menus and search, or the personal centre (docs/performance.md). While the
 * chunk loads the progress bar runs and the page then comes in by a state update (use-settled-load.tsx).
 * A chunk that fails to load shows the load-error panel, whose retry reloads the portal; a failed load
 * is forgotten, so the next visit tries again.
 */
export function lazyView<P extends object>(id: string, load: () => Promise<ComponentType<P>>): LazyView<P> {
  let current: ModuleLoad<ComponentType<P>> | null = null;
  const start = (): ModuleLoad<ComponentType<P>> => {
    if (current) return current;
    const started: ModuleLoad<ComponentType<P>> = {
      promise: load().then(
        (view) => (started.module = view),
        (error: unknown) => {
          if (current === started) current = null;
          throw error;
        },
      ),
    };
    current = started;
    return started;
  };

  function Loader(props: P) {
    const [started] = useState(start);
    const settled = useSettledLoad(started, `view:${id}`);
    if (!settled) return null;
    if ('error' in settled) return <Rethrow error={settled.error} />;
    const View = settled.module;
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
  return Object.assign(LazyHostView, { preload: () => start().promise.catch(() => undefined) });
}
