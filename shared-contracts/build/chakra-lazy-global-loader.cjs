// Makes a Chakra system's global styles (`system._global`: preflight, global CSS and every token as a CSS
// variable) computed when first read instead of in `createSystem`. The portal's pages do not read them: the
// build writes them once as a stylesheet inlined in the page (webpack-node-render.mjs), which saves every page
// load about a third of `createSystem` and emotion's serialising and hashing of ~30 KB of CSS
// (docs/performance.md, "Chakra's global styles at build time"). Whoever reads `_global` still gets them.
const DEFINITION = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const PROPERTY = '    _global,\n';

module.exports = function chakraLazyGlobalLoader(source) {
  if (!source.includes(DEFINITION) || !source.includes(PROPERTY)) {
    this.emitWarning(new Error('chakra-lazy-global-loader: createSystem changed shape; every page computes the global styles again'));
    return source;
  }
  return source
    .replace(DEFINITION, 'let globalStyles;\n  const readGlobal = () => (globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);')
    .replace(PROPERTY, '    get _global() { return readGlobal(); },\n');
};
