import { Global } from '@emotion/react';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * What Chakra's own provider inserts for `system`: the layer order, then preflight, global CSS and tokens. Each app
 * that builds a page document inlines it at build time (shared-contracts/build/webpack-node-render.mjs).
 */
export function globalStylesOf(system: SystemContext): string {
  const markup = renderToStaticMarkup(
    <>
      {!system._config.disableLayers && <Global styles={system.layers.atRule} />}
      <Global styles={system._global} />
    </>,
  );
  // Emotion's server rendering writes each <Global> as <style data-emotion="css-global …">CSS</style>.
  return [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}
