// One webpack configuration for the host and every remote (docs/federation.md).
//
// This file has no dependencies of its own: webpack and its plugins are resolved from the calling
// package (`dir`), so each front-end keeps its own pinned toolchain in its package.json and this
// folder never needs a node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

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
  };
  return shared;
}

/**
 * Remotes built for production rely on the host for every package singleton. This fails the host's
 * build if it ever stops providing one (a singleton is provided only when the host imports it).
 */
class AssertHostProvidesSingletons {
  apply(compiler) {
    const required = [...SINGLETON_PACKAGES, 'react/jsx-runtime'];
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

function hostHtml(title) {
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <noscript>This portal needs JavaScript. 本平台需要启用 JavaScript。</noscript>
    <div id="root"></div>
  </body>
</html>`;
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
 * @returns {(env: unknown, argv: {mode?: string}) => import('webpack').Configuration}
 */
export function createFederationConfig({ dir, name, exposes = {}, port, isHost = false, title = name }) {
  if (!dir || !fs.existsSync(path.join(dir, 'package.json'))) throw new Error(`createFederationConfig: bad dir ${dir}`);
  if (!isHost && Object.keys(exposes).length === 0) throw new Error(`remote ${name} exposes nothing`);

  const require = createRequire(path.join(dir, 'package.json'));
  const { DefinePlugin } = require('webpack');
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const TerserPlugin = require('terser-webpack-plugin');
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
        // Not `experiments.externalRuntime`: providing the runtime from the host (2.9.2) bundles a
        // second, CommonJS copy of runtime-core into the host (+23 KB gzip on every first load) to
        // save ~8 KB in each remote entry; see docs/performance.md.
      }),
      new DefinePlugin({
        __DEV__: JSON.stringify(dev),
        // Lets a developer point the host at a remote's dev server without touching the registry;
        // compiled out of production builds.
        __MF_OVERRIDES__: JSON.stringify(dev ? process.env.MF_OVERRIDES ?? '' : ''),
      }),
    ];
    // The host page always; a remote gets a frame page only on its own dev server.
    if (isHost || isServe) {
      // Only the app entry (not a remote's container), from `/` so nested routes (/system/Menu) find it.
      plugins.push(new HtmlWebpackPlugin({
        templateContent: hostHtml(title),
        scriptLoading: 'defer',
        chunks: ['main'],
        publicPath: '/',
      }));
    }
    if (isHost) plugins.push(new AssertHostProvidesSingletons());

    return {
      mode: dev ? 'development' : 'production',
      context: dir,
      // A remote built for production is only its container: its dev frame stays out of dist.
      entry: isHost || isServe ? { main: './src/index.ts' } : {},
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      // Rebuilds reuse parsed modules and minified chunks; the factory and the package's config are
      // build dependencies, so changing either starts from scratch.
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
        buildDependencies: {
          config: [import.meta.filename, path.join(dir, 'webpack.config.js')].filter((file) => fs.existsSync(file)),
        },
      },
      output: {
        path: path.join(dir, 'dist'),
        // Entry files keep a fixed name: the federation runtime module needs the entry's path before
        // content hashes exist ("[contenthash] not implemented in this context"). The server makes
        // the browser revalidate them; every chunk they load is content-hashed and cached for a year.
        filename: '[name].js',
        chunkFilename: hashed,
        // The host is served at `/` and deep links (/mallDetail/7) must still find its chunks; a
        // remote works out its own base from where remoteEntry.js was loaded, so it can live anywhere.
        publicPath: isHost ? '/' : 'auto',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          swcRule(/\.ts$/, false, dev, swcLoader),
          swcRule(/\.tsx$/, true, dev, swcLoader),
          // Some ESM packages import without file extensions.
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
        ],
      },
      plugins,
      optimization: {
        minimize: !dev,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      // Sizes are measured per page in docs/performance.md, not per chunk here.
      performance: { hints: false },
      stats: dev ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false, errors: true } },
        // The host (another origin in development) fetches the manifest and chunks of a remote.
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        proxy: isHost
          ? [{ context: ['/api', '/auth', '/avatar', '/remotes'], target: process.env.API_URL ?? 'http://localhost:8080' }]
          : [],
      },
    };
  };
}
