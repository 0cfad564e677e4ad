// What the host's pages get from its React code run in Node at build time (docs/performance.md):
//
// - Chakra's global styles. Every page used to compute them in the browser: `createSystem` turned every token
//   into a CSS variable, and the provider's <Global> had emotion serialise, hash and insert ~30 KB of CSS, about
//   100 ms of a phone's main thread before the first page could answer. They are rendered once here with
//   emotion's server rendering and inlined in the <head> of every host page (hostHtml's `headCss`); the provider
//   then leaves them out (host-shell/src/theme/app-chakra-provider.tsx).
// - The page documents' first paint (login, registration) in each language: the same components rendered to HTML,
//   which the server sends inside #root until the page's script draws over it (PrerenderDocument below).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DRAWN_PAGES_FILE, filesystemCache, moduleRules, pageGlobals, prerenderedFile, SERVER_RENDER_DIR } from './webpack-common.mjs';

/** The config's name: the host's page builds list it in `dependencies`, so it is written before them. */
export const NODE_RENDER_BUILD = 'node-render';

const outputDir = (dir) => path.join(dir, 'node_modules', '.cache', 'node-render');
const cssFile = (dir) => path.join(outputDir(dir), 'chakra-global.css');

/** Loads a module of the last node-render build afresh (a watch rebuild replaces it). */
function loadBuilt(dir, name) {
  const bundle = path.join(outputDir(dir), `${name}.cjs`);
  const require = createRequire(import.meta.url);
  delete require.cache[bundle];
  return require(bundle);
}

/**
 * The CSS the last node-render build wrote, for a page template. Read when the page is emitted, so a template
 * built in the same run sees this run's CSS.
 */
export function readGlobalCss(dir) {
  const file = cssFile(dir);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the ${NODE_RENDER_BUILD} build must run first`);
  return fs.readFileSync(file, 'utf8');
}

/** Runs the compiled theme module and writes its CSS once webpack has emitted it. */
class WriteGlobalCss {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('WriteGlobalCss', () => {
      const css = loadBuilt(this.dir, 'theme-css').globalCss();
      if (typeof css !== 'string' || css.length < 1000) throw new Error('globalCss() gave no stylesheet');
      if (css.includes('</')) throw new Error('the global stylesheet would close its <style> element');
      fs.writeFileSync(cssFile(this.dir), css);
    });
  }
}

/**
 * Emits, beside a page document's HTML, one copy per address and language with the page drawn inside #root
 * (`inert` until the script's first render replaces it: nothing looks clickable that is not), its title and
 * its language. The server picks the copy by address and language (server/src/modules/web/routes.ts).
 */
export class PrerenderDocument {
  /** `html`: the document's file in the build, the template of every copy. */
  constructor(dir, page, html) {
    this.dir = dir;
    this.page = page;
    this.html = html;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrerenderDocument', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrerenderDocument', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const template = compilation.assets[this.html]?.source().toString();
        if (!template) return;
        const { prerenderPage, PRERENDERED_PATHS, PRERENDERED_LOCALES } = loadBuilt(this.dir, 'prerender');
        for (const urlPath of PRERENDERED_PATHS[this.page] ?? []) {
          for (const locale of PRERENDERED_LOCALES) {
            compilation.emitAsset(prerenderedFile(urlPath, locale), new sources.RawSource(prerenderPage(urlPath, locale, template)));
          }
        }
      });
    });
  }
}

/**
 * A remote's drawn pages (docs/federation.md "Drawn pages"): the node-render build's `prerender` module exports
 * `DRAWN_PAGES`, the manifest parsed with its schema (shared-contracts/api/drawn-pages.ts), and this writes what it
 * names: each copy drawn at build time, the server render bundle, and the manifest itself. The document's HTML must
 * be the one the manifest names.
 */
export class EmitDrawnPages {
  constructor(dir, renderer) {
    this.dir = dir;
    this.renderer = renderer;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitDrawnPages', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitDrawnPages', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { prerenderPage, PRERENDERED_LOCALES, DRAWN_PAGES } = loadBuilt(this.dir, 'prerender');
        const template = compilation.assets[DRAWN_PAGES.document]?.source().toString();
        if (!template) throw new Error(`drawn pages: the build wrote no ${DRAWN_PAGES.document}`);
        for (const [urlPath, file] of Object.entries(DRAWN_PAGES.prerendered)) {
          for (const locale of PRERENDERED_LOCALES) {
            compilation.emitAsset(file.replace('{locale}', locale), new sources.RawSource(prerenderPage(urlPath, locale, template)));
          }
        }
        const bundle = path.join(outputDir(this.dir), `${this.renderer}.cjs`);
        if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: the ${NODE_RENDER_BUILD} build must run first`);
        compilation.emitAsset(DRAWN_PAGES.renderer.file, new sources.RawSource(fs.readFileSync(bundle)));
        compilation.emitAsset(DRAWN_PAGES_FILE, new sources.RawSource(`${JSON.stringify(DRAWN_PAGES, null, 2)}\n`));
      });
    });
  }
}

/**
 * Ships a bundle of the node-render build with a page document, as `ssr/<name>.cjs` in the host's dist: the server
 * runs it in a drawing process of its own to draw that document at request time (server/src/modules/web/page-renderer.ts). The
 * server never sends that folder to a browser.
 */
export class ShipServerRenderer {
  constructor(dir, name) {
    this.dir = dir;
    this.name = name;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShipServerRenderer', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShipServerRenderer', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const bundle = path.join(outputDir(this.dir), `${this.name}.cjs`);
        if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: the ${NODE_RENDER_BUILD} build must run first`);
        compilation.emitAsset(`${SERVER_RENDER_DIR}/${this.name}.cjs`, new sources.RawSource(fs.readFileSync(bundle)));
      });
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir  host-shell's folder (pass `import.meta.dirname`)
 * @param {{ themeCss: string, prerender: string }} options.entries  modules exporting `globalCss(): string` and
 *   `prerenderPage(path, locale)` with `PRERENDERED_PATHS` and `PRERENDERED_LOCALES`, relative to `dir`
 * @param {Record<string, string>} [options.serverRenderers]  modules the server runs at request time, by bundle name
 *   (ShipServerRenderer copies each into the page document's build)
 * @returns {(env: unknown, argv: {mode?: string}) => import('webpack').Configuration}
 */
export function createNodeRenderConfig({ dir, entries, serverRenderers = {} }) {
  const require = createRequire(path.join(dir, 'package.json'));
  const swcLoader = require.resolve('swc-loader');
  const { DefinePlugin } = require('webpack');
  return () => ({
    name: NODE_RENDER_BUILD,
    // Production React and emotion, as the pages run in the browser: development builds add warnings and labels.
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { 'theme-css': entries.themeCss, prerender: entries.prerender, ...serverRenderers },
    devtool: false,
    cache: filesystemCache(dir, NODE_RENDER_BUILD, [import.meta.filename]),
    output: { path: outputDir(dir), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: moduleRules(false, swcLoader) },
    plugins: [new DefinePlugin({ ...pageGlobals(), __DEV__: 'false' }), new WriteGlobalCss(dir)],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  });
}
