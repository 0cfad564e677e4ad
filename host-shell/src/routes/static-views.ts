import { PUBLIC_ROUTES } from 'shared-contracts/shell/routes/public-routes';
import type { RouteTitleId } from 'shared-contracts/shell/routes/route-titles';

/** A route of the shell itself, with what its tag, breadcrumb and page title need. */
export type StaticView = {
  pattern: string;
  name: string;
  titleId: RouteTitleId;
  icon: string | null;
  affix: boolean;
  noCache: boolean;
  /** Login and registration pages stand alone; every other view is drawn inside the layout. */
  inLayout: boolean;
};

const page = (pattern: string, name: string, titleId: RouteTitleId, inLayout: boolean, icon: string | null = null): StaticView =>
  ({ pattern, name, titleId, icon, affix: false, noCache: true, inLayout });

export const STATIC_VIEWS: readonly StaticView[] = [
  // SPEC §2: public route entries are not cached; `/` is the pinned (affix) tag.
  ...PUBLIC_ROUTES.map((route) => ({
    ...page(route.path, route.name, route.titleId, true, route.path === '/' ? 'house' : null),
    affix: route.path === '/',
  })),
  { ...page('/user/center', 'UserCenter', 'route.userCenter', true, 'user'), noCache: false },
  page('/401', 'Page401', 'route.unauthorized', true),
  page('/404', 'Page404', 'route.notFound', true),
  page('/login', 'Login', 'route.login', false),
  page('/register', 'Register', 'route.register', false),
  page('/register/purchaser', 'RegisterPurchaser', 'route.registerPurchaser', false),
  page('/register/enterprise', 'RegisterEnterprise', 'route.registerEnterprise', false),
  page('/register/cooperation', 'RegisterCooperation', 'route.registerCooperation', false),
];
