// @vitest-environment node
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyImage } from './lazy-image';

describe('<LazyImage> drawn on the server', () => {
  it('is drawn as loaded, so the page shows the picture before its script runs', () => {
    const html = renderToString(<ChakraProvider value={defaultSystem}><LazyImage src="/a.png" alt="Red cup" /></ChakraProvider>);
    expect(html).toMatch(/<img src="\/a.png.thumb.webp" alt="Red cup"[^>]*opacity:1/);
  });
});
