import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { menuRoutesAtom } from '../../../../routes/view-state';
// The one control of another feature in the shell's frame: the navbar is where the bell lives (docs/notifications.md).
import { NavbarNotificationBell } from 'shared-contracts/notifications/components/notification-bell';
import { useHeaderMenuStrategy } from '../../hooks/use-header-menu-strategy';
import { BreadcrumbBar } from './breadcrumb-bar';
import { CartButton } from './cart-button';
import { FullscreenButton } from './fullscreen-button';
import { Hamburger } from './hamburger';
import { LanguageMenu } from 'shared-contracts/react/shell/features/layout/components/navbar/language-menu';
import { LazyMenuSearch } from './lazy-menu-search';
import { MoreMenu } from './more-menu';
import { PhoneMenuSearch } from './phone-menu-search';
import { SizeMenu } from './size-menu';
import { UserMenu } from './user-menu';

/** Shown from Chakra's `md` up, or below it: the two sets of controls of the navbar (docs/shell-routing.md "On a phone"). */
const WIDE = { base: 'none', md: 'contents' } as const;
const PHONE = { base: 'contents', md: 'none' } as const;

/**
 * Top bar (SPEC §1): hamburger and breadcrumb on the left; menu search, the notifications bell and the cart (signed
 * in), fullscreen, size,
 * language and the user's menu on the right. Anonymous mall visitors have no menu, so no hamburger and no menu search.
 * Below `md` the search is a button that lays its field over the navbar, and fullscreen, size and language are one
 * "more" menu, so the cart and the account menu stay in a 360 px screen.
 */
export function Navbar() {
  const intl = useIntl();
  const hasMenu = useAtomValue(menuRoutesAtom).length > 0;
  const strategy = useHeaderMenuStrategy();
  return (
    <Flex as="header" aria-label={intl.formatMessage({ id: 'layout.productTitle' })} position="relative" align="center" gap="2"
      h="50px" px="2" bg="bg" borderBottomWidth="1px" boxShadow="0 1px 4px rgba(0, 21, 41, 0.08)">
      {hasMenu ? <Hamburger /> : null}
      <BreadcrumbBar />
      <HStack gap="1" ms="auto" flexShrink={0}>
        {hasMenu ? <Box display={WIDE}><LazyMenuSearch /></Box> : null}
        {hasMenu ? <Box display={PHONE}><PhoneMenuSearch /></Box> : null}
        <NavbarNotificationBell positioning={strategy} />
        <CartButton />
        <Box display={WIDE}>
          <FullscreenButton />
          <SizeMenu strategy={strategy} />
          <LanguageMenu strategy={strategy} />
        </Box>
        <Box display={PHONE}><MoreMenu /></Box>
        <UserMenu />
      </HStack>
    </Flex>
  );
}
