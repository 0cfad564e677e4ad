import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders the page's React tree into its `#root` (index.html and login.html have one). */
export function mountRoot(app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error(`${window.location.pathname}: the page has no #root`);
  const root = createRoot(container);
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
}
