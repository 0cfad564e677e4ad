import MallDetail from '../exposed/MallDetail';
import MallSearch from '../exposed/MallSearch';
import MallHome from './mall-home-drawn';

/**
 * The mall's public pages for the mall's page document (src/document-page, docs/shell-routing.md
 * "The mall document"), by the component name the host's public routes give them. The same modules the
 * webpack config exposes (inside the portal they arrive through federation, on the document in its one script),
 * but the home, whose catalogue the document draws with the page.
 */
export const MALL_DOCUMENT_PAGES = {
  'mall/MallHome': MallHome,
  'mall/MallSearch': MallSearch,
  'mall/MallDetail': MallDetail,
} as const;
