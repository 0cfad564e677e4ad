import { createFederationConfig, DEV_PORTS } from '../shared-contracts/build/webpack-federation.mjs';
import { createLoginDocumentConfig } from '../shared-contracts/build/webpack-login-document.mjs';

const TITLE = '采购服务平台';

const portal = createFederationConfig({
  dir: import.meta.dirname,
  name: 'host',
  isHost: true,
  port: DEV_PORTS.host,
  title: TITLE,
  // What the login document fetches while the user types (src/login-document/prepare-portal.ts).
  startGroups: ['bootstrap', 'full-system', 'layout', 'sidebar'],
});

const loginDocument = createLoginDocumentConfig({
  dir: import.meta.dirname,
  entry: './src/login-document/index.tsx',
  title: TITLE,
});

// The dev server runs the portal alone: its /login is the host's route, which draws the same page.
export default process.env.WEBPACK_SERVE === 'true' ? portal : [portal, loginDocument];
