import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Button } from '@chakra-ui/react/button';
import { AppChakraProvider } from 'shared-contracts/react/shell/theme/app-chakra-provider';
import { entrySystem } from './entry-system';

const globalStyleElements = () => document.head.querySelectorAll('style[data-emotion^="css-global"]');
const globalCssText = () => [...globalStyleElements()].map((element) => element.textContent ?? '').join('')
  + [...document.styleSheets].flatMap((sheet) => {
    const owner = sheet.ownerNode as Element | null;
    return owner?.getAttribute('data-emotion')?.startsWith('css-global') ? [...sheet.cssRules].map((rule) => rule.cssText) : [];
  }).join('');

afterEach(() => {
  cleanup();
  document.getElementById(__STATIC_GLOBAL_CSS_ID__)?.remove();
});

describe('AppChakraProvider', () => {
  it("inserts Chakra's global styles when the page has none of its own (dev server, tests)", () => {
    render(<AppChakraProvider system={entrySystem}><Button>Sign in</Button></AppChakraProvider>);
    expect(globalCssText()).toContain('--chakra-colors-blue-500');
  });

  it("leaves them to the page's build-time stylesheet, and still styles components from the system", () => {
    const style = document.createElement('style');
    style.id = __STATIC_GLOBAL_CSS_ID__;
    document.head.append(style);
    const before = globalStyleElements().length;
    render(<AppChakraProvider system={entrySystem}><Button>Sign in</Button></AppChakraProvider>);
    expect(globalStyleElements().length).toBe(before);
    // The button's recipe class comes from the same system.
    expect(screen.getByRole('button', { name: 'Sign in' }).className).toMatch(/css-/);
  });
});
