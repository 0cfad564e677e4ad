import type { ComponentType } from 'react';
import { MALL_DOCUMENT_PAGES } from '../document/public-pages';
import { MALL_DOCUMENT_PATTERNS } from 'shared-contracts/mall/mall-document';
import { PUBLIC_ROUTES } from 'shared-contracts/shell/routes/public-routes';
import type { RouteTitleId } from 'shared-contracts/shell/routes/route-titles';

export type MallDocumentRoute = { path: string; Page: ComponentType; titleId: RouteTitleId };

type PageName = keyof typeof MALL_DOCUMENT_PAGES;
const isPageName = (component: string): component is PageName => component in MALL_DOCUMENT_PAGES;

/**
 * The mall document's routes: each of its addresses with the page and title the portal's public route gives it
 * (routes/public-routes.ts), so the two never disagree on what an address shows.
 */
export const MALL_DOCUMENT_ROUTES: readonly MallDocumentRoute[] = MALL_DOCUMENT_PATTERNS.map((path) => {
  const route = PUBLIC_ROUTES.find((candidate) => candidate.path === path);
  if (!route || !isPageName(route.component)) throw new Error(`mall document: no public mall page at ${path}`);
  return { path, Page: MALL_DOCUMENT_PAGES[route.component], titleId: route.titleId };
});
