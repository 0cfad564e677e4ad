import { CloseButton, IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { LazyMenuSearch } from './lazy-menu-search';

/**
 * The menu search on a phone (docs/shell-routing.md "On a phone"): a search button in the navbar, which lays the
 * search field over the whole navbar (a 144 px field beside the other controls left no room for the account menu).
 * Opening a page, the close button or Escape (once no results show) puts the navbar back, the focus on the button.
 * The parent hides it at `md` and up, where the field stands in the navbar.
 */
export function PhoneMenuSearch() {
  const intl = useIntl();
  const { pathname } = useLocation();
  // Open on the page it was opened on: a result opens its page, and the navbar comes back by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    // An Escape while results show closes them (the combobox's own); the next one closes the search.
    if (event.key === 'Escape' && (event.target as HTMLElement).getAttribute('aria-expanded') !== 'true') setOpen(false);
  };

  return (
    <>
      <IconButton ref={button} aria-label={intl.formatMessage({ id: 'layout.search.open' })} aria-expanded={open}
        variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Search />
      </IconButton>
      {open ? (
        <Flex position="absolute" inset="0" zIndex="1" bg="bg" align="center" gap="2" px="2" onKeyDown={closeOnEscape}
          data-testid="phone-menu-search">
          <LazyMenuSearch width="full" takeFocus />
          <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'layout.search.close' })} onClick={() => setOpen(false)} />
        </Flex>
      ) : null}
    </>
  );
}
