import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type Options = {
  /**
   * Renders the first page in a transition, so React yields to the browser every few milliseconds instead of
   * holding the main thread for the whole page: the page documents' one render went from a 590 ms to no long task
   * on Lighthouse's phone. The portal renders at once: its first page arrives in pieces (chunks, the remote), and
   * yielding there only let more chunk requests start before the page showed (docs/performance.md).
   */
  timeSliced?: boolean;
  /** Where to render: the page's `#root` unless given (the portal started in the login document's page has its own). */
  container?: HTMLElement;
  /** Runs in the first commit, before the browser paints it (the portal takes the login page away there). */
  onFirstCommit?: () => void;
};

/**
 * Makes the page usable in the commit that draws it. A page document's #root arrives holding the page drawn at
 * build time, `inert` so nothing typed or clicked into it is lost; React's first commit replaces that markup.
 */
function FirstCommit({ container, onFirstCommit, children }: { container: HTMLElement; onFirstCommit: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    onFirstCommit();
  }, [container, onFirstCommit]);
  return children;
}

/** Renders the page's React tree into its `#root` (index.html and the page documents have one), or into `container`. */
export function mountRoot(app: ReactNode, { timeSliced = false, container = document.getElementById('root') ?? undefined, onFirstCommit }: Options = {}): Root {
  if (!container) throw new Error(`${window.location.pathname}: the page has no #root`);
  const root = createRoot(container);
  // Once, though strict mode runs a layout effect twice in development.
  let committed = false;
  const first = () => {
    if (committed) return;
    committed = true;
    onFirstCommit?.();
  };
  const render = () => root.render(<StrictMode><FirstCommit container={container} onFirstCommit={first}>{app}</FirstCommit></StrictMode>);
  if (timeSliced) startTransition(render);
  else render();
  return root;
}
