import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

type Options = {
  /**
   * Renders the first page in a transition, so React yields to the browser every few milliseconds instead of
   * holding the main thread for the whole page: the page documents' one render went from a 590 ms to no long task
   * on Lighthouse's phone. The portal renders at once: its first page arrives in pieces (chunks, the remote), and
   * yielding there only let more chunk requests start before the page showed (docs/performance.md).
   */
  timeSliced?: boolean;
};

/**
 * Makes the page usable in the commit that draws it. A page document's #root arrives holding the page drawn at
 * build time, `inert` so nothing typed or clicked into it is lost; React's first commit replaces that markup.
 */
function ReleaseInert({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
  }, [container]);
  return children;
}

/** Renders the page's React tree into its `#root` (index.html and the page documents have one). */
export function mountRoot(app: ReactNode, { timeSliced = false }: Options = {}): void {
  const container = document.getElementById('root');
  if (!container) throw new Error(`${window.location.pathname}: the page has no #root`);
  const root = createRoot(container);
  const render = () => root.render(<StrictMode><ReleaseInert container={container}>{app}</ReleaseInert></StrictMode>);
  if (timeSliced) startTransition(render);
  else render();
}
