import { createFederationConfig, DEV_PORTS } from '../shared-contracts/build/webpack-federation.mjs';
import { createLoginDocumentConfig } from '../shared-contracts/build/webpack-login-document.mjs';
import { createNodeRenderConfig, NODE_RENDER_BUILD, readGlobalCss } from '../shared-contracts/build/webpack-node-render.mjs';

const serve = process.env.WEBPACK_SERVE === 'true';

const container = createFederationConfig({
  dir: import.meta.dirname,
  name: 'mall',
  port: DEV_PORTS.mall,
  title: 'remote-mall',
  exposes: {
    './MallHome': './src/exposed/MallHome.tsx',
    './MallDdc': './src/exposed/MallDdc.tsx',
    './MallSearch': './src/exposed/MallSearch.tsx',
    './MallDetail': './src/exposed/MallDetail.tsx',
    './MallDdcDetail': './src/exposed/MallDdcDetail.tsx',
    './MallMaterial': './src/exposed/MallMaterial.tsx',
    './MyCart': './src/exposed/MyCart.tsx',
    './MyInterest': './src/exposed/MyInterest.tsx',
    './AddInterest': './src/exposed/AddInterest.tsx',
    './PluginInstallation': './src/exposed/PluginInstallation.tsx',
    './CreateGuide': './src/exposed/CreateGuide.tsx',
  },
});

// The mall's drawn pages (docs/federation.md "Drawn pages"): its global styles, build-time copies and server render
// bundle come from its React code run in Node, then the page document is built beside the container with them.
const nodeRender = createNodeRenderConfig({
  dir: import.meta.dirname,
  entries: { themeCss: './src/document-page/global-css.node.tsx', prerender: './src/document-page/prerender-page.node.tsx' },
  serverRenderers: { render: './src/document-page/render-mall-page.node.tsx' },
});

const mallDocument = createLoginDocumentConfig({
  page: 'mall',
  dir: import.meta.dirname,
  entry: './src/document-page/index.tsx',
  title: '采购服务平台',
  // The built-in mall is served at /remotes/mall/ (server/src/modules/web/routes.ts).
  drawnPages: { publicPath: '/remotes/mall/', renderer: 'render' },
  headCss: () => readGlobalCss(import.meta.dirname),
  dependencies: [NODE_RENDER_BUILD],
});

// The dev server runs the container alone (its own frame); the drawn pages are a production build's.
export default serve ? container : [container, nodeRender, mallDocument];
