import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Tooltip } from '@chakra-ui/react/tooltip';
import { MenuIcon } from 'shared-contracts/react/menu-icons';
import { Link as RouterLink } from 'react-router-dom';
import { SIDEBAR_ACTIVE_TEXT, SIDEBAR_HOVER_BG, SIDEBAR_TEXT } from './sidebar-colours';

const ItemLink = chakra(RouterLink);

type SidebarLinkProps = {
  path: string;
  title: string;
  icon: string | null;
  active: boolean;
  /** Icon-only rail: the title moves to a tooltip and the accessible name. */
  collapsed: boolean;
  depth: number;
};

/** One page of the menu; `aria-current` marks the page on screen for assistive technology too. */
export function SidebarLink({ path, title, icon, active, collapsed, depth }: SidebarLinkProps) {
  const link = (
    <ItemLink
      to={path}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? title : undefined}
      display="flex" alignItems="center" gap="2.5" h="50px"
      ps={collapsed ? '0' : `${20 + depth * 16}px`} pe="3" justifyContent={collapsed ? 'center' : 'flex-start'}
      color={active ? SIDEBAR_ACTIVE_TEXT : SIDEBAR_TEXT} fontSize="sm" textDecoration="none"
      _hover={{ bg: SIDEBAR_HOVER_BG, color: active ? SIDEBAR_ACTIVE_TEXT : 'white' }}
      _focusVisible={{ outline: '2px solid', outlineColor: SIDEBAR_ACTIVE_TEXT, outlineOffset: '-2px' }}
      bg={active ? SIDEBAR_HOVER_BG : undefined}
      borderInlineStartWidth="3px" borderColor={active ? SIDEBAR_ACTIVE_TEXT : 'transparent'}
    >
      <MenuIcon name={icon} size={16} />
      {collapsed ? null : <Text as="span" truncate title={title}>{title}</Text>}
    </ItemLink>
  );
  if (!collapsed) return link;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={200}>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{title}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
