import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Link } from '@chakra-ui/react/link';
import { Wrap } from '@chakra-ui/react/wrap';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { useSessionValue } from 'shared-contracts/react/use-session';
import { tokenAtom } from 'shared-contracts/session/session-store';
import { useLogout } from '../features/session/use-logout';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { flattenMenuViews } from './view-meta';
import { menuRoutesAtom } from './view-state';

/** The user's visible menu pages as plain links: enough to reach every page without the real sidebar. */
function MenuLinks() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const pages = flattenMenuViews(useAtomValue(menuRoutesAtom)).filter((page) => !page.menu.hidden && !page.pattern.includes(':'));
  if (pages.length === 0) return null;
  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'minimal.menu' })} px="6" py="2" borderBottomWidth="1px">
      <Wrap gap="4" as="ul" listStyleType="none">
        {pages.map((page) => (
          <li key={`${page.menu.name ?? ''}${page.pattern}`}>
            <Link asChild fontSize="sm"><RouterLink to={page.pattern}>{page.menu.meta.i18n[locale] || page.menu.meta.title}</RouterLink></Link>
          </li>
        ))}
      </Wrap>
    </Box>
  );
}

/**
 * Stand-in for the shell layout (sidebar, tags, navbar) until features/layout is plugged in through
 * shell-slots.tsx; it frames the page so remote pages and the error panel render "in layout".
 */
export function MinimalLayout() {
  const token = useSessionValue(tokenAtom);
  const logout = useLogout();
  return (
    <Flex direction="column" minH="100vh">
      <HStack as="header" borderBottomWidth="1px" px="6" py="3" justify="space-between">
        <Heading size="md">
          <Link asChild>
            <RouterLink to="/mall"><FormattedMessage id="app.title" /></RouterLink>
          </Link>
        </Heading>
        {token ? (
          <Button size="sm" variant="outline" onClick={() => void logout()}><FormattedMessage id="minimal.logout" /></Button>
        ) : (
          <Button size="sm" asChild colorPalette="blue"><RouterLink to="/login"><FormattedMessage id="minimal.login" /></RouterLink></Button>
        )}
      </HStack>
      <MenuLinks />
      <Container as="main" maxW="6xl" py="6" flex="1">
        <Outlet />
      </Container>
    </Flex>
  );
}
