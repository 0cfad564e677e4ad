// One webpack configuration for the host and every remote (docs/federation.md).
//
// This file has no dependencies of its own: webpack and its plugins are resolved from the calling
// package (`dir`), so each front-end keeps its own pinned toolchain in its package.json and this
// folder never needs a node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PortalStartFiles } from './portal-start-files.mjs';
import { distDirOf, filesystemCache, hostHtml, inNodeModules, isDrawnPagesFile, isPageDocumentFile, minimizer, moduleRules, pageGlobals } from './webpack-common.mjs';

/** ARCHITECTURE.md §2: one copy of each in the page, whoever loads first provides it. */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'react-intl',
  '@chakra-ui/react',
  '@emotion/react',
  '@tanstack/react-query',
];

/**
 * Entry points compiled code imports directly (the automatic JSX runtime, the root API). A share key
 * matches one request exactly, so these need their own keys or each remote would bundle its own copy.
 */
const SINGLETON_SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
};

const CONTRACTS_DIR = path.resolve(import.meta.dirname, '..');

const CHAKRA = '@chakra-ui/react';

/**
 * Singletons the host provides with only these exports. A shared module is emitted whole (nothing can
 * know what a remote will import), and react-router-dom whole is 61 KiB gzip on every first page, the
 * declarative router the portal uses 13 KiB. Every build fails (CuratedImports) when code imports a
 * name missing here: add it, then rebuild and deploy the host before the remote that needs it.
 */
export const CURATED_EXPORTS = {
  'react-router-dom': [
    'BrowserRouter', 'createSearchParams', 'generatePath', 'Link', 'matchPath', 'matchRoutes', 'Navigate', 'NavLink',
    'Outlet', 'Route', 'Routes', 'useHref', 'useInRouterContext', 'useLocation', 'useMatch', 'useNavigate',
    'useNavigationType', 'useOutlet', 'useOutletContext', 'useParams', 'useResolvedPath', 'useRoutes',
    'useSearchParams',
  ],
};

const ROUTER = 'react-router-dom';
/** The key of a module's buildInfo where CuratedImports records its react-router-dom names (FederationMetadata). */
const ROUTER_IMPORTS = 'portalRouterImports';

/**
 * Chakra entry points that hold only data (theme tokens and recipes) or build-time helpers: code may
 * import them, and each build tree-shakes them into its own code (the login page's system takes a few
 * recipes, not all), so they are not shared.
 */
const CHAKRA_UNSHARED = new Set(['theme', 'preset', 'preset-base', 'anatomy']);

/**
 * The Chakra entry points the host provides, each a singleton of its own (`@chakra-ui/react/button`):
 * a page then loads only the Chakra it uses, where the package root is ~300 KiB gzip. Each one costs
 * every page a few hundred bytes of federation tables, so the list holds what the portal uses and the
 * components its coming pages will need, not all ~110. A build fails (ForbidChakraRoot) when code
 * imports one missing here: add it, then rebuild and deploy the host before the remote that needs it.
 */
export const CHAKRA_ENTRY_POINTS = [
  // runtime
  'styled-system', 'hooks', 'collection',
  // in use
  'alert', 'avatar', 'badge', 'box', 'breadcrumb', 'button', 'card', 'center', 'checkbox', 'code', 'combobox',
  'container', 'data-list', 'dialog', 'drawer', 'empty-state', 'field', 'fieldset', 'flex', 'grid', 'group',
  'heading', 'icon', 'image', 'input', 'input-group', 'link', 'list', 'menu', 'native-select', 'pagination',
  'portal', 'radio-group', 'separator', 'simple-grid', 'skeleton', 'spinner', 'stack', 'switch', 'table',
  'tabs', 'text', 'toast', 'tooltip', 'visually-hidden', 'wrap',
  // for the mall, order, payment and operations pages to come
  'accordion', 'file-upload', 'number-input', 'popover', 'progress', 'select', 'stat', 'steps', 'tag',
  'textarea', 'timeline',
];

/** Absolute path of each provided Chakra entry point's ES module. */
function chakraEntryPoints(dir) {
  const pkgDir = path.join(dir, 'node_modules', CHAKRA);
  const { exports } = readJson(path.join(pkgDir, 'package.json'));
  // Runtime entry points have an export of their own; components go through the `./*` pattern.
  return Object.fromEntries(CHAKRA_ENTRY_POINTS.map((name) => [
    name,
    exports[`./${name}`] ? esmEntry(pkgDir, `./${name}`) : path.join(pkgDir, 'dist', 'esm', 'components', name, 'index.js'),
  ]));
}

/** Dev-server ports; also the defaults docs/federation.md lists. */
export const DEV_PORTS = { host: 3000, mall: 3001, orders: 3002, payments: 3003, admin: 3004 };

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The version range a package.json asks for. Workspace packages say `catalog:` (the pin lives in
 * pnpm-workspace.yaml) or `workspace:*`, which webpack cannot read as semver, so those fall back to a
 * caret on the version pnpm actually installed from that pin.
 */
function requiredRange(declared, installed) {
  const isSemverRange = typeof declared === 'string' && /^[\^~>=<]*\d/.test(declared);
  return isSemverRange ? declared : `^${installed}`;
}

/** The ES module file a package's export condition `import` names for `subpath` ('.' is the root). */
function esmEntry(pkgDir, subpath = '.') {
  let target = readJson(path.join(pkgDir, 'package.json')).exports[subpath];
  while (target && typeof target === 'object') target = target.import ?? target.module ?? target.default;
  if (typeof target !== 'string') throw new Error(`${pkgDir}: no ES module for ${subpath}`);
  return path.join(pkgDir, target);
}

/** A module re-exporting the curated names of `name`, for the provider's `import` (CURATED_EXPORTS). */
function curatedModule(dir, name) {
  const file = path.join(dir, 'node_modules', '.cache', 'curated-shared', `${name.replace(/[/@]/g, '_')}.mjs`);
  // An absolute path: the package name would match the share key and consume the module itself.
  const source = `export { ${CURATED_EXPORTS[name].join(', ')} } from ${JSON.stringify(esmEntry(path.join(dir, 'node_modules', name)))};\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) fs.writeFileSync(file, source);
  return file;
}

/**
 * @param {string} dir
 * @param {boolean} hostProvided  true for a remote's production build: the host always provides the
 *   package singletons (AssertHostProvidesSingletons fails a host build that does not), so the remote
 *   ships no fallback copy of them. shared-contracts keeps its fallback: the host only provides the
 *   subpaths it imports itself.
 */
function sharedConfig(dir, hostProvided) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const declared = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    if (!declared[name]) throw new Error(`${pkg.name}: shared singleton ${name} is not a dependency`);
    const installed = readJson(path.join(dir, 'node_modules', name, 'package.json')).version;
    shared[name] = {
      singleton: true,
      version: installed,
      requiredVersion: requiredRange(declared[name], installed),
      ...(hostProvided ? { import: false } : {}),
    };
  }
  for (const [request, owner] of Object.entries(SINGLETON_SUBPATHS)) {
    shared[request] = { ...shared[owner] };
  }
  // Chakra is shared by entry point, never whole: providing the package root would mark every export of
  // every Chakra module used (webpack tracks used exports per module, not per chunk), so no page could
  // leave out what it does not draw. An absolute `import` is provided whether or not the package's own
  // code imports it, so the host offers each listed entry point to the remotes. Chakra's internal
  // modules are one instance in the host build whichever entry point reaches them: its contexts exist once.
  const chakra = shared[CHAKRA];
  delete shared[CHAKRA];
  for (const [name, file] of Object.entries(chakraEntryPoints(dir))) {
    shared[`${CHAKRA}/${name}`] = { ...chakra, ...(hostProvided ? {} : { import: file }) };
  }
  for (const name of Object.keys(CURATED_EXPORTS)) {
    if (!hostProvided) shared[name] = { ...shared[name], import: curatedModule(dir, name) };
  }
  // shared-contracts exports subpaths only (`shared-contracts/session/session-store`); the trailing
  // slash shares every one of them, so the session store and the ky client exist once in the page.
  const contractsVersion = readJson(path.join(CONTRACTS_DIR, 'package.json')).version;
  shared['shared-contracts/'] = {
    // Names the package for the manifest plugin, which would otherwise look up `shared-contracts/`
    // itself (Node's DEP0155 trailing-slash warning).
    packageName: 'shared-contracts',
    singleton: true,
    version: contractsVersion,
    requiredVersion: `^${contractsVersion}`,
    // The portal's frame, theme and page-document code (src/shell, src/react/shell) is there so that each app's page
    // documents build from one source (docs/federation.md "Drawn pages"), not to exist once in the page: each build
    // bundles its own copy, as the host did before, and the host's entry may import it before the async boundary.
    exclude: { request: /^(react\/)?shell\// },
  };
  return shared;
}

/**
 * Remotes built for production rely on the host for every package singleton. This fails the host's
 * build if it ever stops providing one (a singleton is provided only when the host imports it).
 */
class AssertHostProvidesSingletons {
  apply(compiler) {
    const required = [...SINGLETON_PACKAGES.filter((name) => name !== CHAKRA), 'react/jsx-runtime', `${CHAKRA}/styled-system`, `${CHAKRA}/button`];
    compiler.hooks.thisCompilation.tap('AssertHostProvidesSingletons', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'AssertHostProvidesSingletons', stage }, (assets) => {
        const manifest = assets['mf-manifest.json'];
        if (!manifest) return;
        const provided = new Set(JSON.parse(manifest.source().toString()).shared.map((entry) => entry.name));
        const missing = required.filter((name) => !provided.has(name));
        if (missing.length > 0) {
          compilation.errors.push(new compiler.webpack.WebpackError(
            `host-shell must provide ${missing.join(', ')} (remotes are built without them); import them in the host`,
          ));
        }
      });
    });
  }
}

/**
 * Chakra is imported by the entry points the host provides (CHAKRA_ENTRY_POINTS), so a page loads only
 * what it uses; the package root is not provided (see sharedConfig), so importing it is an error.
 * `node scripts/dev/chakra-subpath-imports.mjs <dir>` rewrites root imports.
 */
export class ForbidChakraRoot {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('ForbidChakraRoot', (factory) => {
      factory.hooks.beforeResolve.tap('ForbidChakraRoot', (data) => {
        const issuer = data.contextInfo?.issuer ?? '';
        if (!issuer || inNodeModules(issuer)) return;
        if (data.request === CHAKRA) {
          throw new Error(`${issuer}: import Chakra by entry point ('${CHAKRA}/button'), not '${CHAKRA}' (docs/federation.md)`);
        }
        const entry = data.request.startsWith(`${CHAKRA}/`) ? data.request.slice(CHAKRA.length + 1) : null;
        if (entry && !CHAKRA_ENTRY_POINTS.includes(entry) && !CHAKRA_UNSHARED.has(entry)) {
          throw new Error(`${issuer}: the host does not provide ${data.request}; add it to CHAKRA_ENTRY_POINTS (shared-contracts/build/webpack-federation.mjs) and deploy the host first`);
        }
      });
    });
  }
}

/** Fails the build when code imports a name a curated singleton does not provide (CURATED_EXPORTS). */
class CuratedImports {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.normalModuleFactory.tap('CuratedImports', (factory) => {
      const check = (parser) => {
        const report = (source, name) => {
          const allowed = CURATED_EXPORTS[source];
          const resource = parser.state.module?.resource ?? '';
          if (!allowed || inNodeModules(resource)) return;
          // Kept on the module (buildInfo is cached with it): FederationMetadata lists the names a remote needs.
          const buildInfo = parser.state.module?.buildInfo;
          if (source === ROUTER && name && buildInfo) (buildInfo[ROUTER_IMPORTS] ??= []).push(name);
          if (allowed.includes(name)) return;
          parser.state.module.addError(new WebpackError(
            `${resource}: the host provides ${source} with the exports CURATED_EXPORTS lists (shared-contracts/build/webpack-federation.mjs), not ${name ?? 'a namespace'}; add it there and deploy the host first`,
          ));
        };
        parser.hooks.importSpecifier.tap('CuratedImports', (_statement, source, id) => report(source, id));
        parser.hooks.exportImportSpecifier.tap('CuratedImports', (_statement, source, id) => report(source, id));
      };
      factory.hooks.parser.for('javascript/auto').tap('CuratedImports', check);
      factory.hooks.parser.for('javascript/esm').tap('CuratedImports', check);
    });
  }
}

/** Written into the host's dist: what it provides beyond its manifest's `shared[]` (docs/deploy.md). */
export const HOST_PROVIDES_FILE = 'federation-provides.json';
/** Written into each remote's dist: what its code needs of the host beyond its manifest's `shared[]`. */
export const REMOTE_REQUIREMENTS_FILE = 'federation-requirements.json';

/** The content of HOST_PROVIDES_FILE: the curated router names and the Chakra entry points the host offers. */
export function hostProvides() {
  return { routerExports: [...CURATED_EXPORTS[ROUTER]], chakraEntryPoints: [...CHAKRA_ENTRY_POINTS] };
}

/**
 * The react-router-dom names the modules of a compilation import (CuratedImports records them while it checks
 * them), sorted and without duplicates. A concatenated module holds the modules it joined.
 */
export function routerImportsOf(modules) {
  const names = new Set();
  const visit = (module) => {
    for (const name of module.buildInfo?.[ROUTER_IMPORTS] ?? []) names.add(name);
    for (const inner of module.modules ?? []) visit(inner);
  };
  for (const module of modules) visit(module);
  return [...names].sort();
}

/**
 * Build metadata the server's deploy checks read beside the manifest, since a manifest names shared packages, not
 * the exports or entry points inside them: the host writes what it provides (HOST_PROVIDES_FILE), a remote what its
 * code imports (REMOTE_REQUIREMENTS_FILE). A remote built elsewhere has no such file and that check is skipped.
 */
class FederationMetadata {
  constructor(isHost) {
    this.isHost = isHost;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FederationMetadata', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FederationMetadata', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const [file, content] = this.isHost
          ? [HOST_PROVIDES_FILE, hostProvides()]
          : [REMOTE_REQUIREMENTS_FILE, { routerImports: routerImportsOf(compilation.modules) }];
        compilation.emitAsset(file, new sources.RawSource(`${JSON.stringify(content, null, 2)}\n`));
      });
    });
  }
}

/**
 * Builds the webpack configuration of one front-end package.
 *
 * @param {object} options
 * @param {string} options.dir        the package's folder (pass `import.meta.dirname`)
 * @param {string} options.name       federation name: `host`, or the remote's registry name (`mall`)
 * @param {Record<string,string>} [options.exposes]  `./Module` → source file, remotes only
 * @param {number} options.port       dev-server port
 * @param {boolean} [options.isHost]
 * @param {string} [options.title]    HTML title of the host page / the remote's dev frame
 * @param {string[]} [options.startGroups]  host only: chunk groups its start needs (PortalStartFiles)
 * @param {() => string} [options.headCss]  host only: CSS inlined in its page's head, read when the page is written
 * @param {string[]} [options.dependencies]  builds of the same run that must finish first
 * @returns {(env: unknown, argv: {mode?: string}) => import('webpack').Configuration}
 */
export function createFederationConfig({
  dir, name, exposes = {}, port, isHost = false, title = name, startGroups = [], headCss = () => '', dependencies = [],
}) {
  if (!dir || !fs.existsSync(path.join(dir, 'package.json'))) throw new Error(`createFederationConfig: bad dir ${dir}`);
  if (!isHost && Object.keys(exposes).length === 0) throw new Error(`remote ${name} exposes nothing`);

  const require = createRequire(path.join(dir, 'package.json'));
  const { DefinePlugin } = require('webpack');
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const swcLoader = require.resolve('swc-loader');

  return (_env, argv = {}) => {
    const dev = (argv.mode ?? process.env.NODE_ENV) !== 'production';
    const isServe = process.env.WEBPACK_SERVE === 'true';
    const hashed = dev ? '[name].js' : '[name].[contenthash:8].js';

    // In production a remote only ever runs inside the host; on its dev server it runs alone.
    const leanRemote = !isHost && !dev;
    const plugins = [
      new ModuleFederationPlugin({
        name,
        // A host exposes nothing, so it has no container entry to emit.
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        // The host's manifest feeds AssertHostProvidesSingletons; the remotes' is what the host loads.
        manifest: true,
        shared: sharedConfig(dir, leanRemote),
        // A remote's entry is fetched when one of its pages opens, not at start-up (ARCHITECTURE.md §2).
        shareStrategy: 'loaded-first',
        dts: false,
        // The portal only runs in browsers: the runtime's Node.js code paths are compiled out.
        experiments: { optimization: { target: 'web' } },
        // Not `experiments.externalRuntime`: providing the runtime from the host (2.9.2) bundles a
        // second, CommonJS copy of runtime-core into the host (+23 KB gzip on every first load) to
        // save ~8 KB in each remote entry; see docs/performance.md.
      }),
      new DefinePlugin({
        ...pageGlobals(),
        __DEV__: JSON.stringify(dev),
        // Lets a developer point the host at a remote's dev server without touching the registry;
        // compiled out of production builds.
        __MF_OVERRIDES__: JSON.stringify(dev ? process.env.MF_OVERRIDES ?? '' : ''),
        // The portal a remote's standalone frame sends the notifications bell's links to (the server its dev
        // server proxies to).
        __PORTAL_URL__: JSON.stringify(dev ? process.env.API_URL ?? 'http://localhost:8080' : ''),
      }),
    ];
    // The host page always; a remote gets a frame page only on its own dev server.
    if (isHost || isServe) {
      // Only the app entry (not a remote's container), from `/` so nested routes (/system/Menu) find it.
      plugins.push(new HtmlWebpackPlugin({
        templateContent: () => hostHtml(title, isHost ? headCss() : ''),
        scriptLoading: 'defer',
        chunks: ['main'],
        publicPath: '/',
      }));
    }
    if (isHost) plugins.push(new AssertHostProvidesSingletons(), new PortalStartFiles(startGroups));
    plugins.push(new ForbidChakraRoot(), new CuratedImports(), new FederationMetadata(isHost));

    return {
      ...(dependencies.length > 0 ? { dependencies } : {}),
      mode: dev ? 'development' : 'production',
      context: dir,
      // A remote built for production is only its container: its dev frame stays out of dist.
      entry: isHost || isServe ? { main: './src/index.ts' } : {},
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      cache: filesystemCache(dir, `federation-${dev ? 'dev' : 'prod'}`, [import.meta.filename]),
      output: {
        path: distDirOf(dir),
        // Entry files keep a fixed name: the federation runtime module needs the entry's path before
        // content hashes exist ("[contenthash] not implemented in this context"). The server makes
        // the browser revalidate them; every chunk they load is content-hashed and cached for a year.
        filename: '[name].js',
        chunkFilename: hashed,
        // The host is served at `/` and deep links (/mallDetail/7) must still find its chunks; a
        // remote works out its own base from where remoteEntry.js was loaded, so it can live anywhere.
        publicPath: isHost ? '/' : 'auto',
        // The host's page documents, and a remote's drawn pages, are built beside it into the same folder
        // (webpack-login-document.mjs).
        clean: { keep: isHost ? isPageDocumentFile : isDrawnPagesFile },
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: { rules: moduleRules(dev, swcLoader) },
      plugins,
      optimization: {
        minimize: !dev,
        minimizer: [minimizer(require)],
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Each Chakra entry point is a shared module of its own; the small modules several of them use
        // (style helpers, Ark and Zag utilities) would otherwise be copied into each one's chunk:
        // 1 KB is where a request costs less than the copies (login page 406 → 362 KiB gzip).
        splitChunks: { minSize: 1000, maxAsyncRequests: 60 },
      },
      // Sizes are measured per page in docs/performance.md, not per chunk here.
      performance: { hints: false },
      stats: dev ? 'errors-warnings' : 'minimal',
      // The federation plugin warns on every shared-contracts module that a singleton with an `exclude` may exist
      // twice; the excluded modules (src/shell) are the only ones never shared, by design (sharedConfig above).
      ignoreWarnings: [{ message: /"singleton: true" is used together with "exclude\.request/ }],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false, errors: true } },
        // The host (another origin in development) fetches the manifest and chunks of a remote.
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        // The API (and, for the host, the remotes the server serves) come from a running server. A remote
        // running alone talks to the same API: sign in on the portal first, the token cookie is shared by
        // every port of localhost (docs/federation.md, "Running a remote alone").
        proxy: [{
          context: ['/api', '/auth', '/avatar', ...(isHost ? ['/remotes'] : [])],
          target: process.env.API_URL ?? 'http://localhost:8080',
        }],
      },
    };
  };
}
