// Chakra's global styles written at build time (docs/performance.md, "Chakra's global styles at build time").
//
// Every page used to compute them in the browser: `createSystem` turned every token into a CSS variable, and
// the provider's <Global> had emotion serialise, hash and insert ~30 KB of CSS, about 100 ms of a phone's main
// thread before the first page could answer. This build compiles the host's theme for Node, renders the
// systems' global styles once with emotion's server rendering, and writes the CSS that the host's pages inline
// in their <head> (hostHtml's `headCss`). The provider then leaves them out (app-chakra-provider.tsx).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { filesystemCache, moduleRules } from './webpack-common.mjs';

/** The config's name: the host's page builds list it in `dependencies`, so it is written before them. */
export const THEME_CSS_BUILD = 'theme-css';

const outputDir = (dir) => path.join(dir, 'node_modules', '.cache', 'theme-css');
const cssFile = (dir) => path.join(outputDir(dir), 'chakra-global.css');

/**
 * The CSS the last theme build wrote, for a page template. Read when the page is emitted, so a template
 * built in the same run sees this run's CSS.
 */
export function readGlobalCss(dir) {
  const file = cssFile(dir);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the ${THEME_CSS_BUILD} build must run first`);
  return fs.readFileSync(file, 'utf8');
}

/** Runs the compiled theme module and writes its CSS once webpack has emitted it. */
class WriteGlobalCss {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('WriteGlobalCss', () => {
      const bundle = path.join(outputDir(this.dir), 'theme-css.cjs');
      const require = createRequire(import.meta.url);
      delete require.cache[bundle];
      const { globalCss } = require(bundle);
      const css = globalCss();
      if (typeof css !== 'string' || css.length < 1000) throw new Error(`${bundle}: globalCss() gave no stylesheet`);
      if (css.includes('</')) throw new Error(`${bundle}: the stylesheet would close its <style> element`);
      fs.writeFileSync(cssFile(this.dir), css);
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir    host-shell's folder (pass `import.meta.dirname`)
 * @param {string} options.entry  a module exporting `globalCss(): string`, relative to `dir`
 * @returns {(env: unknown, argv: {mode?: string}) => import('webpack').Configuration}
 */
export function createThemeCssConfig({ dir, entry }) {
  const require = createRequire(path.join(dir, 'package.json'));
  const swcLoader = require.resolve('swc-loader');
  return (_env, argv = {}) => {
    const dev = (argv.mode ?? process.env.NODE_ENV) !== 'production';
    return {
      name: THEME_CSS_BUILD,
      mode: 'production',
      target: 'node20',
      context: dir,
      entry: { 'theme-css': entry },
      devtool: false,
      cache: filesystemCache(dir, 'theme-css', [import.meta.filename]),
      output: { path: outputDir(dir), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: { rules: moduleRules(dev, swcLoader) },
      plugins: [new WriteGlobalCss(dir)],
      optimization: { minimize: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
