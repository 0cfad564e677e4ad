import { useMemo, type ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system';

/** The id of the page's inlined Chakra global styles: every build defines it (shared-contracts/build/webpack-common.mjs). */
declare const __STATIC_GLOBAL_CSS_ID__: string;

/**
 * True when the page carries the global styles its build wrote (hostHtml's `headCss`). Pages drawn in Node at build
 * time (prerender/) always do: they are sent inside a host page.
 */
const pageHasGlobalCss = (): boolean => typeof document === 'undefined' || document.getElementById(__STATIC_GLOBAL_CSS_ID__) !== null;

/**
 * The system as Chakra's provider sees it when the page already has its global styles: no layer order and no
 * global styles to insert. Everything else is the system's own (the prototype), so components read it unchanged.
 */
function withoutGlobalStyles(system: SystemContext): SystemContext {
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as SystemContext;
}

/**
 * Chakra's provider, leaving the global styles to the page's inlined stylesheet when the build wrote one
 * (docs/performance.md, "Chakra's global styles at build time"); the dev server and tests insert them as usual.
 */
export function AppChakraProvider({ system, children }: { system: SystemContext; children: ReactNode }) {
  const value = useMemo(() => (pageHasGlobalCss() ? withoutGlobalStyles(system) : system), [system]);
  return <ChakraProvider value={value}>{children}</ChakraProvider>;
}
