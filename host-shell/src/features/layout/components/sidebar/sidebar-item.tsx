import type { SidebarNode } from '../../menu/menu-tree';
import { SidebarFlyout } from './sidebar-flyout';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';

/** `activeKey` is the one entry lit for the current page (menu-tree.ts activeLinkKey). */
type SidebarItemProps = { node: SidebarNode; activeKey: string | null; depth: number; collapsed: boolean };

/** One list item of the menu tree, recursive through groups. */
export function SidebarItem({ node, activeKey, depth, collapsed }: SidebarItemProps) {
  return (
    <li>
      {node.kind === 'link' ? (
        <SidebarLink path={node.path} title={node.title} icon={node.icon} active={node.key === activeKey}
          collapsed={collapsed} depth={depth} />
      ) : collapsed ? (
        <SidebarFlyout node={node} activeKey={activeKey} />
      ) : (
        <SidebarGroup node={node} activeKey={activeKey} depth={depth}>
          {node.children.map((child) => (
            <SidebarItem key={child.key} node={child} activeKey={activeKey} depth={depth + 1} collapsed={false} />
          ))}
        </SidebarGroup>
      )}
    </li>
  );
}
