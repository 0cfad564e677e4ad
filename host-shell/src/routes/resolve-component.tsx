import type { ReactElement } from 'react';
import { preloadRemotePage } from '../federation/remote-component';
import { RemoteView } from '../federation/remote-view';
import { HOST_VIEWS } from './host-views';

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

/** Starts loading what `resolveComponent` would load for this string, ahead of a visit. */
export function preloadComponent(component: string): void {
  if (!Object.hasOwn(HOST_VIEWS, component)) preloadRemotePage(component);
}
