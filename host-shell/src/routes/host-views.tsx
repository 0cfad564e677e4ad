import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { ShellLayout, UserCenterView } from './shell-slots';

function ParentView() {
  return <Outlet />;
}

/**
 * Menu components the host renders itself (SPEC §2, docs/menus-and-dictionaries.md): the layout, the
 * pass-through, and `host/<Page>` pages. Everything else is a remote page.
 */
export const HOST_VIEWS: Readonly<Record<string, ComponentType>> = {
  Layout: ShellLayout,
  ParentView,
  'host/UserCenter': UserCenterView,
};
