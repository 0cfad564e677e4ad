import type { Locale } from 'shared-contracts/i18n/locale';
import { layoutMessages } from 'shared-contracts/shell/features/layout/messages';
import { withFullSystem } from '../theme/system-store';
import { lazyView } from './lazy-view';

/**
 * THE place where the layout engineer's parts plug into the router, and nowhere else:
 *   - `ShellLayout`: the shell layout (renders the route through the outlet);
 *   - `UserCenterView`: the personal centre page (`host/UserCenter`, /user/center);
 *   - `slotMessages`: the layout's message table, merged by i18n/host-messages.ts (the personal centre
 *     brings its own with its chunk).
 * `MinimalLayout` (minimal-layout.tsx) is the stand-in to put back here if the layout must be unplugged.
 */
export const ShellLayout = lazyView('host/Layout', () =>
  withFullSystem(import(/* webpackChunkName: "layout" */ '../features/layout/layout').then((m) => m.Layout)));
export const UserCenterView = lazyView('host/UserCenter', () =>
  withFullSystem(import('./user-center-view').then((m) => m.UserCenterWithNotifications)));

export const slotMessages: Record<Locale, Record<string, string>> = layoutMessages;
