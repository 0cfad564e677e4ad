// Marks Chakra's default theme definition as pure, so webpack can leave out what a page does not
// use. `dist/esm/theme/index.js` builds `defaultThemeConfig` (all ~80 recipes) with a call webpack
// must otherwise assume has side effects: the module then pulls every recipe into any chunk that
// only wants the tokens (docs/performance.md, "entry system"). The call only returns its argument.
const DEFINITION = 'const defaultThemeConfig = defineConfig(';

module.exports = function chakraThemePureLoader(source) {
  if (!source.includes(DEFINITION)) {
    this.emitWarning(new Error(`chakra-theme-pure-loader: "${DEFINITION}" not found; the login page will load every recipe`));
    return source;
  }
  return source.replace(DEFINITION, 'const defaultThemeConfig = /*#__PURE__*/ defineConfig(');
};
