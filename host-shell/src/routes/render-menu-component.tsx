import type { ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { IFrameView } from './iframe-view';
import { resolveComponent } from './resolve-component';

/**
 * A menu entry's element inside the shell's one layout route. `Layout` is a pass-through here too:
 * every menu section shares the layout already mounted, so moving between sections keeps its state
 * (sidebar, kept-alive tabs) instead of mounting a second layout per top-level entry.
 */
export function renderMenuComponent(menu: MenuRoute): ReactElement {
  if (menu.component === 'Layout' || menu.component === 'ParentView') return <Outlet />;
  if (menu.component === 'IFrame') return <IFrameView menu={menu} />;
  return resolveComponent(menu.component);
}
