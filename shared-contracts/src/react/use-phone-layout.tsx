import { useChakraContext } from '@chakra-ui/react/styled-system';
import { useCallback, useSyncExternalStore } from 'react';

/** The media query of "below `breakpoint`" in the theme's own breakpoints (Chakra's `md` is 48rem, 768 px). */
function belowQuery(down: string): string {
  return down.replace(/^@media\s+/, '');
}

const matchMediaOf = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia : null);

/**
 * Whether the page is laid out for a phone: narrower than Chakra's `md` breakpoint, where tables become cards
 * (issue 25). Read from `matchMedia` on the first render (no table flashing into cards) and followed as the width
 * changes; false where there is no `matchMedia` (jsdom, a server render), which draws the desktop layout.
 */
export function usePhoneLayout(): boolean {
  const query = belowQuery(useChakraContext().breakpoints.down('md'));
  const subscribe = useCallback((changed: () => void) => {
    const list = matchMediaOf()?.(query);
    list?.addEventListener('change', changed);
    return () => list?.removeEventListener('change', changed);
  }, [query]);
  return useSyncExternalStore(subscribe, () => matchMediaOf()?.(query).matches ?? false, () => false);
}
