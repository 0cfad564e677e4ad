import { StrictMode, startTransition, type ReactNode } from 'react';
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

/** Renders the page's React tree into its `#root` (index.html and the page documents have one). */
export function mountRoot(app: ReactNode, { timeSliced = false }: Options = {}): void {
  const container = document.getElementById('root');
  if (!container) throw new Error(`${window.location.pathname}: the page has no #root`);
  const root = createRoot(container);
  const render = () => root.render(<StrictMode>{app}</StrictMode>);
  if (timeSliced) startTransition(render);
  else render();
}
