import { createFederationConfig, DEV_PORTS } from '../shared-contracts/build/webpack-federation.mjs';
import { createLoginDocumentConfig } from '../shared-contracts/build/webpack-login-document.mjs';
import { createNodeRenderConfig, NODE_RENDER_BUILD, readGlobalCss } from '../shared-contracts/build/webpack-node-render.mjs';

const TITLE = '采购服务平台';
const serve = process.env.WEBPACK_SERVE === 'true';

// Chakra's global styles, written once at build time and inlined in every document, and the page documents drawn
// in each language (docs/performance.md). The dev server runs the portal alone, whose provider inserts the styles.
const nodeRender = createNodeRenderConfig({
  dir: import.meta.dirname,
  entries: { themeCss: './src/theme/global-css.node.tsx', prerender: './src/prerender/prerender-page.node.tsx' },
});
const pageCss = serve ? {} : { headCss: () => readGlobalCss(import.meta.dirname), dependencies: [NODE_RENDER_BUILD] };

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
  prerender: true,
  // The captcha is asked for with the page, not after its script: startEarlyCaptcha's fetch takes this answer.
  headHtml: '<link rel="preload" href="/auth/code" as="fetch" crossorigin="anonymous" />',
  ...pageCss,
});

const registerDocument = createLoginDocumentConfig({
  page: 'register',
  dir: import.meta.dirname,
  entry: './src/register-document/index.tsx',
  title: TITLE,
  prerender: true,
  ...pageCss,
});

/**
 * HOST_BUILD_PART builds one part alone (scripts/build-frontends.mjs runs them as processes of their own, so the
 * portal and the page documents use both cores): `renderers` first, then `portal` and `documents`, which then do
 * not wait for a renderers build of their own run.
 */
const PARTS = { renderers: [nodeRender], portal: [portal], documents: [loginDocument, registerDocument] };
const part = process.env.HOST_BUILD_PART;
if (part && !PARTS[part]) throw new Error(`HOST_BUILD_PART is one of ${Object.keys(PARTS).join(', ')}`);
const alone = (config) => (env, argv) => ({ ...config(env, argv), dependencies: undefined });

// The dev server runs the portal alone: its /login and /register are the host's routes, which draw the same pages.
export default serve ? portal : part ? PARTS[part].map(alone) : [nodeRender, portal, loginDocument, registerDocument];
