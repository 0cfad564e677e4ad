import { hydrate, type QueryClient } from '@tanstack/react-query';
import { FIRST_DATA_ID } from 'shared-contracts/shell/prerender/draw-page';

/**
 * Puts the answers the server drew the page with (render-mall-page.node.tsx) into the page's client, so the first
 * render shows what the drawing showed instead of asking again. A page without them (the document as built, or a
 * drawing that failed) asks as usual.
 */
export function takeFirstData(client: QueryClient): void {
  const element = document.getElementById(FIRST_DATA_ID);
  if (!element?.textContent) return;
  try {
    hydrate(client, JSON.parse(element.textContent));
  } catch {
    // A damaged copy: the page asks for its data itself.
  }
  element.remove();
}
