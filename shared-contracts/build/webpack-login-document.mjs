// The login page as a document of its own (docs/performance.md, "The login document").
//
// A browser that opens /login (a bookmark, a reload, a new visitor) gets login.html, built here from
// host-shell/src/login-document: the host's own login page, its form, captcha and language switch, with
// React, Chakra, react-intl, react-hook-form, zod/mini, ky and jotai, and nothing the page does not
// draw: no federation runtime, no router, no react-query, no remote registry. Signing in loads the
// portal itself (index.html) at the `redirect` target. Inside the running portal /login stays a route
// of the host that renders the same page.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ForbidChakraRoot } from './webpack-federation.mjs';
import { distDirOf, filesystemCache, hostHtml, isDocumentFile, isDrawnPagesFile, minimizer, moduleRules, PAGE_DOCUMENTS, pageGlobals, REMOTE_DOCUMENT_DIR } from './webpack-common.mjs';
import { EmitDrawnPages, PrerenderDocument, ShipServerRenderer } from './webpack-node-render.mjs';
import { EagerCompileHint } from './eager-compile-hint.mjs';

/**
 * What the login document must never bundle, whoever imports it: each would put the bytes the document
 * exists to avoid back on the first page (e2e/tests/first-load-budget.spec.ts measures them).
 */
export const LOGIN_DOCUMENT_FORBIDDEN = [
  { test: (request) => /^@module-federation\//.test(request), why: 'the federation runtime runs in the portal, not on the login document' },
  { test: (request) => /^react-router(-dom)?$/.test(request), why: 'the login document has no router: links are document links (components/page-link.tsx)' },
  { test: (request) => /^@tanstack\/(react-query|query-core)$/.test(request), why: 'the login document has no react-query: fetch in a hook of its own' },
  { test: (request) => request === 'zod' || /^zod\/(v3|v4$|v4\/classic)/.test(request), why: "zod's classic API is not tree-shakable: the login document's schemas use zod/mini (shared-contracts/api/auth-login.ts)" },
];

/**
 * The registration document's rules: the login document's but zod's classic API, in which the registration
 * schemas the server validates with are written (shared-contracts/api/auth.ts).
 */
export const REGISTER_DOCUMENT_FORBIDDEN = LOGIN_DOCUMENT_FORBIDDEN.filter(({ test }) => !test('zod'));

/**
 * The mall document's rules: the federation runtime only. Its pages are the mall's own, written for the portal's
 * router and react-query, and their schemas in zod's classic API.
 */
export const MALL_DOCUMENT_FORBIDDEN = LOGIN_DOCUMENT_FORBIDDEN.filter(({ test }) => test('@module-federation/enhanced'));

/** Each page document's forbidden imports. */
const FORBIDDEN_BY_PAGE = { login: LOGIN_DOCUMENT_FORBIDDEN, register: REGISTER_DOCUMENT_FORBIDDEN, mall: MALL_DOCUMENT_FORBIDDEN };

/** Fails a page document's build on an import from its forbidden list, naming who imported it. */
export class LoginDocumentImports {
  constructor(forbidden = LOGIN_DOCUMENT_FORBIDDEN) {
    this.forbidden = forbidden;
  }

  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('LoginDocumentImports', (factory) => {
      factory.hooks.beforeResolve.tap('LoginDocumentImports', (data) => {
        const rule = this.forbidden.find(({ test }) => test(data.request));
        if (rule) throw new Error(`${data.contextInfo?.issuer ?? '?'} imports ${data.request}: ${rule.why}`);
      });
    });
  }
}

/**
 * @param {object} options
 * @param {'login' | 'register' | 'mall'} [options.page]  which page document (PAGE_DOCUMENTS); the login page by default
 * @param {string} options.dir    host-shell's folder (pass `import.meta.dirname`)
 * @param {string} options.entry  the document's entry module, relative to `dir`
 * @param {string} options.title  HTML title before the page sets its translated one
 * @param {() => string} [options.headCss]  CSS inlined in the page's head, read when the page is written
 * @param {string[]} [options.dependencies]  builds of the same run that must finish first
 * @param {string} [options.headHtml]  markup added to the page's head (a preload of what the page asks for first)
 * @param {boolean} [options.prerender]  also emit the page drawn in each language (the node-render build must run first)
 * @param {string} [options.serverRenderer]  a node-render bundle the server runs to draw this document at request time
 * @param {{ publicPath: string, renderer: string }} [options.drawnPages]  a remote's drawn pages instead of a host
 *   page (docs/federation.md "Drawn pages"): the document goes under `document/` with scripts loaded from
 *   `publicPath`, and EmitDrawnPages writes what the node-render build's DRAWN_PAGES names, with the `renderer` bundle
 * @returns {(env: unknown, argv: {mode?: string}) => import('webpack').Configuration}
 */
export function createLoginDocumentConfig({ page = 'login', dir, entry, title, headCss = () => '', dependencies = [], prerender = false, headHtml = '', serverRenderer, drawnPages }) {
  const document = drawnPages ? { html: `${REMOTE_DOCUMENT_DIR}/${page}.html`, dir: `${REMOTE_DOCUMENT_DIR}/${page}` } : PAGE_DOCUMENTS[page];
  if (!document) throw new Error(`no page document ${page}`);
  const publicPath = drawnPages?.publicPath ?? '/';
  // Everything else in the folder is written by the app's federated build.
  const ownFile = drawnPages ? isDrawnPagesFile : (file) => isDocumentFile(page, file);
  const forbidden = FORBIDDEN_BY_PAGE[page];
  const require = createRequire(path.join(dir, 'package.json'));
  const { DefinePlugin } = require('webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const swcLoader = require.resolve('swc-loader');

  return (_env, argv = {}) => {
    const dev = (argv.mode ?? process.env.NODE_ENV) !== 'production';
    const named = `${document.dir}/${dev ? '[name].js' : '[name].[contenthash:8].js'}`;
    return {
      name: `${page}-document`,
      ...(dependencies.length > 0 ? { dependencies } : {}),
      mode: dev ? 'development' : 'production',
      context: dir,
      entry: { [page]: entry },
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      cache: filesystemCache(dir, `${page}-document-${dev ? 'dev' : 'prod'}`, [import.meta.filename]),
      output: {
        path: distDirOf(dir),
        // Not federated, so even the entry is content-hashed: only login.html is revalidated.
        filename: named,
        chunkFilename: named,
        publicPath,
        clean: { keep: (file) => !ownFile(file) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: { rules: moduleRules(dev, swcLoader) },
      plugins: [
        new HtmlWebpackPlugin({ filename: document.html, templateContent: () => hostHtml(title, headCss(), headHtml), scriptLoading: 'defer', publicPath }),
        // The globals the portal's build defines; nothing the login document runs reads the federation one.
        new DefinePlugin({ ...pageGlobals(), __DEV__: JSON.stringify(dev) }),
        new ForbidChakraRoot(),
        new LoginDocumentImports(forbidden),
        new EagerCompileHint(),
        ...(prerender && !drawnPages ? [new PrerenderDocument(dir, page, document.html)] : []),
        ...(serverRenderer && !drawnPages ? [new ShipServerRenderer(dir, serverRenderer)] : []),
        ...(drawnPages ? [new EmitDrawnPages(dir, drawnPages.renderer)] : []),
      ],
      optimization: { minimize: !dev, minimizer: [minimizer(require)], moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      stats: dev ? 'errors-warnings' : 'minimal',
    };
  };
}
