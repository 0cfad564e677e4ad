// V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its functions compiled
// while the script streams in, on a background thread, instead of each one on the main thread when first called.
// A page document's script runs nearly all of its module functions at start (docs/performance.md "Public pages
// on a phone"), so that work leaves the main thread; other browsers read an ordinary comment.
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Starts every initial script of the build (a page document's entry) with the eager compile hint. */
export class EagerCompileHint {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EagerCompileHint', (compilation) => {
      // After minification (which would drop the comment), before the content hashes are computed.
      compilation.hooks.processAssets.tap({ name: 'EagerCompileHint', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(EAGER_COMPILE_HINT, source));
          }
        }
      });
    });
  }
}
