import { Global } from '@emotion/react';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { renderToStaticMarkup } from 'react-dom/server';
import { entrySystem } from './entry-system';
import { fullSystem } from './full-system';
import { mallSystem } from '../mall-document/mall-system';

/** What Chakra's own provider inserts: the layer order, then preflight, global CSS and tokens. */
function stylesOf(system: SystemContext): string {
  const markup = renderToStaticMarkup(
    <>
      {!system._config.disableLayers && <Global styles={system.layers.atRule} />}
      <Global styles={system._global} />
    </>,
  );
  // Emotion's server rendering writes each <Global> as <style data-emotion="css-global …">CSS</style>.
  return [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}

/**
 * The global styles of the portal's systems and the mall document's, which must be the same CSS: every host page inlines
 * this one stylesheet, and a page switches from the entry system to the full one without touching it (run at build
 * time by shared-contracts/build/webpack-node-render.mjs).
 */
export function globalCss(): string {
  const entry = stylesOf(entrySystem);
  if (entry !== stylesOf(fullSystem)) throw new Error('the entry and full systems have different global styles');
  if (entry !== stylesOf(mallSystem)) throw new Error('the entry and mall document systems have different global styles');
  return entry;
}
