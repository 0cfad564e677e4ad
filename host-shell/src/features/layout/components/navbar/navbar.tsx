import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { menuRoutesAtom } from '../../../../routes/view-state';
import { BreadcrumbBar } from './breadcrumb-bar';
import { CartButton } from './cart-button';
import { FullscreenButton } from './fullscreen-button';
import { Hamburger } from './hamburger';
import { LanguageMenu } from './language-menu';
import { LazyMenuSearch } from './lazy-menu-search';
import { SizeMenu } from './size-menu';
import { UserMenu } from './user-menu';

/**
 * Top bar (SPEC §1): hamburger and breadcrumb on the left; menu search, the cart (signed in), fullscreen, size,
 * language and the user's menu on the right. Anonymous mall visitors have no menu, so no hamburger and no menu search.
 */
export function Navbar() {
  const intl = useIntl();
  const hasMenu = useAtomValue(menuRoutesAtom).length > 0;
  return (
    <Flex as="header" aria-label={intl.formatMessage({ id: 'layout.productTitle' })} align="center" gap="2" h="50px" px="2"
      bg="bg" borderBottomWidth="1px" boxShadow="0 1px 4px rgba(0, 21, 41, 0.08)">
      {hasMenu ? <Hamburger /> : null}
      <BreadcrumbBar />
      <HStack gap="1" ms="auto">
        {hasMenu ? <LazyMenuSearch /> : null}
        <CartButton />
        <FullscreenButton />
        <SizeMenu />
        <LanguageMenu />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
