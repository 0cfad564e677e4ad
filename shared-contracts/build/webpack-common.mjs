// What every front-end build of the portal compiles the same way: the federated builds
// (webpack-federation.mjs) and the host's login document (webpack-login-document.mjs).
import fs from 'node:fs';
import path from 'node:path';

/** Third-party code follows its own rules; the import rules of the builds are the portal's. */
export const inNodeModules = (file) => file.includes(`${path.sep}node_modules${path.sep}`);

function swcRule(test, tsx, dev, swcLoader) {
  return {
    test,
    exclude: /node_modules/,
    use: {
      loader: swcLoader,
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: dev } },
        },
      },
    },
  };
}

/** TypeScript through swc, extensionless ESM imports, and Chakra's theme module marked pure. */
export function moduleRules(dev, swcLoader) {
  return [
    swcRule(/\.ts$/, false, dev, swcLoader),
    swcRule(/\.tsx$/, true, dev, swcLoader),
    // Some ESM packages import without file extensions.
    { test: /\.m?js$/, resolve: { fullySpecified: false } },
    {
      test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
      use: path.join(import.meta.dirname, 'chakra-theme-pure-loader.cjs'),
    },
    {
      test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
      use: path.join(import.meta.dirname, 'chakra-lazy-global-loader.cjs'),
    },
  ];
}

/**
 * Rebuilds reuse parsed modules and minified chunks; the build files and the package's config are build
 * dependencies, so changing any of them starts from scratch. `name` keeps two builds of one package apart.
 */
export function filesystemCache(dir, name, buildFiles) {
  return {
    type: 'filesystem',
    name,
    cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
    buildDependencies: {
      config: [...buildFiles, import.meta.filename, path.join(dir, 'webpack.config.js')].filter((file) => fs.existsSync(file)),
    },
  };
}

export function minimizer(require) {
  const TerserPlugin = require('terser-webpack-plugin');
  return new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false });
}

export function hostHtml(title, headCss = '', headHtml = '') {
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />${headHtml ? `\n    ${headHtml}` : ''}${headCss ? `\n    <style id="${STATIC_GLOBAL_CSS_ID}">${headCss}</style>` : ''}
  </head>
  <body>
    <noscript>This portal needs JavaScript. 本平台需要启用 JavaScript。</noscript>
    <div id="root"></div>
  </body>
</html>`;
}

/**
 * The id of the page's inlined Chakra global styles (webpack-node-render.mjs). The builds define it for the code
 * as `__STATIC_GLOBAL_CSS_ID__` (a constant, not a shared module the first page would fetch); the host's provider
 * leaves the global styles to this stylesheet when it is there (host-shell/src/theme/app-chakra-provider.tsx).
 */
export const STATIC_GLOBAL_CSS_ID = 'chakra-global';

/** The globals every build defines for the code, beside its own (`__DEV__`, ...). */
export const pageGlobals = () => ({ __STATIC_GLOBAL_CSS_ID__: JSON.stringify(STATIC_GLOBAL_CSS_ID) });

/**
 * The host's page documents (webpack-login-document.mjs): public pages built as documents of their own, each
 * an HTML file and a folder of its scripts. The server sends them to visitors without a session.
 */
export const PAGE_DOCUMENTS = {
  login: { html: 'login.html', dir: 'login' },
  register: { html: 'register.html', dir: 'register' },
};

/**
 * The folder of the host's dist holding the renderers the server runs at request time (webpack-node-render.mjs
 * ShipServerRenderer); the server never sends it (server/src/modules/web/routes.ts).
 */
export const SERVER_RENDER_DIR = 'ssr';

/** The folder of the page documents drawn at build time (webpack-node-render.mjs). */
const PRERENDERED_DIR = 'prerendered';

/**
 * The file of a page document drawn at `urlPath` in `locale`: `/register/purchaser` in vi is
 * `prerendered/register.purchaser.vi.html`. The server looks it up the same way (server/src/modules/web/routes.ts).
 */
export const prerenderedFile = (urlPath, locale) => `${PRERENDERED_DIR}/${urlPath.slice(1).replaceAll('/', '.')}.${locale}.html`;

/** True for an output file of the page document `page` (a path relative to the host's dist). */
export const isDocumentFile = (page, file) => file === PAGE_DOCUMENTS[page].html || file.startsWith(`${PAGE_DOCUMENTS[page].dir}/`)
  || file.startsWith(`${PRERENDERED_DIR}/${page}.`) || file.startsWith(`${SERVER_RENDER_DIR}/${page}-`);

/** True for an output file of any page document: the portal's build leaves them in place. */
export const isPageDocumentFile = (file) => Object.keys(PAGE_DOCUMENTS).some((page) => isDocumentFile(page, file));

/**
 * The folder a build writes: `dist/` beside its config, which the server serves (the built-in build), unless
 * `BUILD_OUTPUT_DIR` names another. The deploy command builds there (scripts/deploy/deploy.mjs), so deploying from a
 * checkout whose portal is running leaves that portal's built-in build, the version a rollback returns to, as it was.
 */
export const distDirOf = (dir) => (process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.join(dir, 'dist'));

/**
 * Where a remote's build puts its drawn pages beside its browser container (docs/federation.md "Drawn pages"): the
 * page document and its copies drawn at build time under `document/`, the server render bundle under `server/`
 * (never sent to a browser), and the manifest saying which addresses they draw (shared-contracts/api/drawn-pages.ts).
 */
export const REMOTE_DOCUMENT_DIR = 'document';
export const REMOTE_SERVER_DIR = 'server';
export const DRAWN_PAGES_FILE = 'drawn-pages.json';

/** True for an output file of a remote's drawn pages: its container's build leaves them in place. */
export const isDrawnPagesFile = (file) => file === DRAWN_PAGES_FILE
  || file.startsWith(`${REMOTE_DOCUMENT_DIR}/`) || file.startsWith(`${REMOTE_SERVER_DIR}/`);

/** The host's list of the scripts it starts with (portal-start-files.mjs), which the login document prefetches. */
export const PORTAL_START_MANIFEST = 'portal-start.json';
