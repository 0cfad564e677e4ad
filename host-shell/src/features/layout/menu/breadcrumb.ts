import type { ViewMeta } from '../../../routes/view-state';
import { HOME_VIEW } from '../state/visited-views';

export type Crumb = ViewMeta['trail'][number];

const sameTitle = (a: Crumb, b: Crumb) => (a.titleId ?? a.title) === (b.titleId ?? b.title);

/**
 * Home first (SPEC §1), then the trail the router derived from the menu, then the view itself when the
 * trail does not end with it. A crumb titled like the one before it is dropped (`/mall` is titled
 * "mall home" like `/`), so the bar never reads "Mall home > Mall home".
 */
export function breadcrumbOf(view: ViewMeta | null): Crumb[] {
  const home: Crumb = { title: HOME_VIEW.title, titleId: HOME_VIEW.titleId, i18n: {}, path: '/' };
  if (!view) return [home];
  const trail = view.trail[0]?.path === '/' ? view.trail : [home, ...view.trail];
  const self: Crumb = { title: view.title, titleId: view.titleId, i18n: view.i18n, path: view.path };
  const full = trail.at(-1)?.path === view.path || view.path === '/' ? trail : [...trail, self];
  return full.filter((crumb, i) => i === 0 || !sameTitle(crumb, full[i - 1] as Crumb));
}
