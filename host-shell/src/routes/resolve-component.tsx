import type { ReactElement } from 'react';
import { preloadRemotePage } from '../federation/remote-component';
import { RemoteView } from '../federation/remote-view';
import { HOST_VIEWS } from './host-views';
import type { LazyView } from './lazy-view';

/**
 * A menu or route `component` string → the element to render: `Layout` and `ParentView` are the
 * host's, anything else is loaded from a remote on demand (lazy pages are cached per string).
 */
export function resolveComponent(component: string): ReactElement {
  const HostView = Object.hasOwn(HOST_VIEWS, component) ? HOST_VIEWS[component] : undefined;
  if (HostView) return <HostView />;
  // Keyed so that moving between two remote pages starts a fresh load, boundary and retry state.
  return <RemoteView key={component} component={component} />;
}

/** Starts loading what `resolveComponent` would load for this string, ahead of a visit; settles when it has. */
export function preloadComponent(component: string): Promise<unknown> {
  if (!Object.hasOwn(HOST_VIEWS, component)) return preloadRemotePage(component);
  // The host's pages in chunks of their own (lazy-view.tsx) load the same way.
  const view = HOST_VIEWS[component];
  return view && 'preload' in view ? (view as LazyView<object>).preload() : Promise.resolve();
}
