import { globalStylesOf } from 'shared-contracts/react/shell/theme/global-styles-of';
import { entrySystem } from './entry-system';
import { fullSystem } from './full-system';

/**
 * The global styles of the portal's systems, which must be the same CSS: every host page inlines this one
 * stylesheet, and a page switches from the entry system to the full one without touching it (run at build time by
 * shared-contracts/build/webpack-node-render.mjs).
 */
export function globalCss(): string {
  const entry = globalStylesOf(entrySystem);
  if (entry !== globalStylesOf(fullSystem)) throw new Error('the entry and full systems have different global styles');
  return entry;
}
