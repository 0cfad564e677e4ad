import { Box } from '@chakra-ui/react/box';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from 'shared-contracts/shell/features/layout/constants';
import { deviceAtom, sidebarOpenedAtom } from '../../state/layout-atoms';
import { SIDEBAR_BG } from './sidebar-colours';

const Sidebar = lazy(() => import(/* webpackChunkName: "sidebar" */ './sidebar').then((m) => ({ default: m.Sidebar })));

/** Holds the sidebar's width while its chunk loads, so the page beside it does not jump. */
function SidebarSpace() {
  const device = useAtomValue(deviceAtom);
  const opened = useAtomValue(sidebarOpenedAtom);
  if (device === 'mobile') return null;
  return <Box flexShrink={0} w={opened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH} h="100vh" bg={SIDEBAR_BG} />;
}

/**
 * The sidebar in a chunk of its own: it is drawn only for users with a menu, so the public mall pages do not
 * load it and its menu icons (about 8 KiB gzip, docs/performance.md). The login document fetches the chunk
 * while the user types (host-shell/webpack.config.js startGroups), so signing in does not wait for it.
 */
export function LazySidebar() {
  return (
    <Suspense fallback={<SidebarSpace />}>
      <Sidebar />
    </Suspense>
  );
}
