import { Box } from '@chakra-ui/react/box';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { menuRoutesAtom } from '../../../../routes/view-state';
import { activeLinkKey, buildSidebar } from '../../menu/menu-tree';
import { SidebarItem } from './sidebar-item';

/** The user's menu tree (from the router's `menuRoutesAtom`) as a navigation landmark. */
export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const intl = useIntl();
  const routes = useAtomValue(menuRoutesAtom);
  const locale = useAtomValue(localeAtom);
  const { pathname } = useLocation();
  const nodes = useMemo(() => buildSidebar(routes, locale), [routes, locale]);
  const activeKey = activeLinkKey(nodes, pathname);
  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'layout.sidebar.label' })} flex="1" overflowY="auto" overflowX="hidden"
      css={{ scrollbarWidth: 'thin', scrollbarColor: '#4a5a70 transparent' }}>
      <Box as="ul" listStyleType="none" py="1">
        {nodes.map((node) => (
          <SidebarItem key={node.key} node={node} activeKey={activeKey} depth={0} collapsed={collapsed} />
        ))}
      </Box>
    </Box>
  );
}
