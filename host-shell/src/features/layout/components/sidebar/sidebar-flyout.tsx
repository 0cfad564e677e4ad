import { chakra } from '@chakra-ui/react/styled-system';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { MenuIcon } from 'shared-contracts/react/menu-icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { containsKey, linksOf, type SidebarNode } from '../../menu/menu-tree';
import { SIDEBAR_ACTIVE_TEXT, SIDEBAR_HOVER_BG, SIDEBAR_TEXT } from './sidebar-colours';

type SidebarFlyoutProps = { node: Extract<SidebarNode, { kind: 'group' }>; activeKey: string | null };

/**
 * A directory on the collapsed rail: its icon opens a menu of the pages below it (arrow keys, Enter,
 * Escape come with Chakra's Menu). Nested directories show as "Nested / Page".
 */
export function SidebarFlyout({ node, activeKey }: SidebarFlyoutProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = containsKey(node, activeKey);
  return (
    // `fixed`, as the header's menus (hooks/use-header-menu-strategy.ts): the rail does not scroll with the page, and a
    // menu placed in the page moved when the page scrolled as it opened; a press and its release then fell on two
    // items and the choice was lost (docs/testing.md step 14).
    <Menu.Root positioning={{ placement: 'right-start', gutter: 4, strategy: 'fixed' }} onSelect={({ value }) => navigate(value)}>
      <Menu.Trigger asChild>
        <chakra.button
          type="button" aria-label={node.title} display="flex" alignItems="center" justifyContent="center" w="full" h="50px"
          color={active ? SIDEBAR_ACTIVE_TEXT : SIDEBAR_TEXT} cursor="pointer" _hover={{ bg: SIDEBAR_HOVER_BG }}
          _focusVisible={{ outline: '2px solid', outlineColor: SIDEBAR_ACTIVE_TEXT, outlineOffset: '-2px' }}
        >
          <MenuIcon name={node.icon} size={16} />
        </chakra.button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{node.title}</Menu.ItemGroupLabel>
              {linksOf(node).map((link) => (
                <Menu.Item key={link.path} value={link.path} aria-current={link.path === pathname ? 'page' : undefined}
                  color={link.path === pathname ? 'blue.fg' : undefined}>
                  {[...link.trail, link.title].join(' / ')}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
