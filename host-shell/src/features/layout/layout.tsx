import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { useAtomValue } from 'jotai';
import { menuRoutesAtom } from '../../routes/view-state';
import { AppFooter } from 'shared-contracts/react/shell/features/layout/components/main/app-footer';
import { AppMain } from './components/main/app-main';
import { BackToTop } from './components/main/back-to-top';
import { LayoutToaster } from './components/layout-toaster';
import { Navbar } from './components/navbar/navbar';
import { SettingsDrawer } from './components/settings/settings-drawer';
import { LazySidebar } from './components/sidebar/lazy-sidebar';
import { MAIN_CONTENT_ID, SkipLink } from 'shared-contracts/react/shell/features/layout/components/skip-link';
import { TagsBar } from './components/tags/tags-bar';
import { useApplyAppearance } from './hooks/use-apply-appearance';
import { useDevice } from './hooks/use-device';
import { usePersistViews } from './hooks/use-persist-views';
import { useTrackViews } from './hooks/use-track-views';
import { switchesAtom } from './state/layout-atoms';

/**
 * The shell layout (SPEC §1, §2 Layout): sidebar, navbar, tags bar, the page (kept alive per tag), footer,
 * settings panel and back-to-top. The router mounts it as the element of its layout routes; the page
 * comes through the route outlet. The sidebar shows only when the user has a menu (the public mall is
 * framed by the navbar alone).
 */
export function Layout() {
  useDevice();
  useApplyAppearance();
  usePersistViews();
  useTrackViews();
  const { tagsView, fixedHeader, showFooter } = useAtomValue(switchesAtom);
  const hasMenu = useAtomValue(menuRoutesAtom).length > 0;

  return (
    <Flex minH="100vh" bg="bg.subtle" data-testid="layout">
      <SkipLink />
      {hasMenu ? <LazySidebar /> : null}
      <Flex direction="column" flex="1" minW="0">
        <Box position={fixedHeader ? 'sticky' : 'relative'} top="0" zIndex="sticky" data-fixed-header={fixedHeader}>
          <Navbar />
          {tagsView ? <TagsBar /> : null}
        </Box>
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" p={{ base: '3', md: '4' }} outline="none">
          <AppMain />
        </Box>
        {showFooter ? <AppFooter /> : null}
      </Flex>
      <SettingsDrawer />
      <BackToTop />
      <LayoutToaster />
    </Flex>
  );
}
