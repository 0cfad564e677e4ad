import { createFederationConfig, DEV_PORTS } from '../shared-contracts/build/webpack-federation.mjs';
import { createLoginDocumentConfig } from '../shared-contracts/build/webpack-login-document.mjs';
import { createThemeCssConfig, readGlobalCss, THEME_CSS_BUILD } from '../shared-contracts/build/webpack-theme-css.mjs';

const TITLE = '采购服务平台';
const serve = process.env.WEBPACK_SERVE === 'true';

// Chakra's global styles, written once at build time and inlined in both documents (docs/performance.md).
// The dev server runs the portal alone, whose provider inserts them itself.
const themeCss = createThemeCssConfig({ dir: import.meta.dirname, entry: './src/theme/global-css.node.tsx' });
const pageCss = serve ? {} : { headCss: () => readGlobalCss(import.meta.dirname), dependencies: [THEME_CSS_BUILD] };

const portal = createFederationConfig({
  dir: import.meta.dirname,
  name: 'host',
  isHost: true,
  port: DEV_PORTS.host,
  title: TITLE,
  // What the login document fetches while the user types (src/login-document/prepare-portal.ts).
  startGroups: ['bootstrap', 'full-system', 'layout', 'sidebar'],
  ...pageCss,
});

const loginDocument = createLoginDocumentConfig({
  dir: import.meta.dirname,
  entry: './src/login-document/index.tsx',
  title: TITLE,
  ...pageCss,
});

const registerDocument = createLoginDocumentConfig({
  page: 'register',
  dir: import.meta.dirname,
  entry: './src/register-document/index.tsx',
  title: TITLE,
  ...pageCss,
});

// The dev server runs the portal alone: its /login and /register are the host's routes, which draw the same pages.
export default serve ? portal : [themeCss, portal, loginDocument, registerDocument];
