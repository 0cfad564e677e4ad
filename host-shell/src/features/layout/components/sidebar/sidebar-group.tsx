import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Icon } from '@chakra-ui/react/icon';
import { Text } from '@chakra-ui/react/text';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { MenuIcon } from 'shared-contracts/react/menu-icons';
import { containsKey, type SidebarNode } from '../../menu/menu-tree';
import { SIDEBAR_ACTIVE_TEXT, SIDEBAR_HOVER_BG, SIDEBAR_SUB_BG, SIDEBAR_TEXT } from './sidebar-colours';

/** `children`: the group's entries, drawn by the caller (sidebar-item.tsx), so the recursion has one home. */
type SidebarGroupProps = { node: Extract<SidebarNode, { kind: 'group' }>; activeKey: string | null; children: ReactNode; depth: number };

/**
 * A directory of the open sidebar: a disclosure button (aria-expanded, Enter/Space) over its entries.
 * It starts open when it holds the current page, so a reload shows where the user is.
 */
export function SidebarGroup({ node, activeKey, children, depth }: SidebarGroupProps) {
  const holdsActive = containsKey(node, activeKey);
  const [open, setOpen] = useState(holdsActive);
  const listId = useId();
  return (
    <>
      <chakra.button
        type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}
        display="flex" alignItems="center" gap="2.5" w="full" h="50px" ps={`${20 + depth * 16}px`} pe="4"
        color={holdsActive ? 'white' : SIDEBAR_TEXT} fontSize="sm" textAlign="start" cursor="pointer"
        _hover={{ bg: SIDEBAR_HOVER_BG }}
        _focusVisible={{ outline: '2px solid', outlineColor: SIDEBAR_ACTIVE_TEXT, outlineOffset: '-2px' }}
      >
        <MenuIcon name={node.icon} size={16} />
        <Text as="span" flex="1" truncate title={node.title}>{node.title}</Text>
        <Icon as={ChevronDown} boxSize="3.5" transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined} aria-hidden />
      </chakra.button>
      <Box as="ul" id={listId} hidden={!open} listStyleType="none" bg={SIDEBAR_SUB_BG}>
        {children}
      </Box>
    </>
  );
}
