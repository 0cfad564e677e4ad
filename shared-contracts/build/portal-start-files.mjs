import { PORTAL_START_MANIFEST } from './webpack-common.mjs';

/** Consume modules load a shared module through their fallback import: its chunk group is one of theirs. */
const byConsume = (group) => group.origins.some((origin) => origin.module?.constructor?.name === 'ConsumeSharedModule');

/**
 * Writes `portal-start.json`: the scripts the host runs to start and to draw its layout (the entry, the
 * named chunk groups given, and the shared modules they use), so the login document can fetch them into
 * the HTTP cache while the user types (host-shell/src/login-document/prepare-portal.ts). Pages the
 * portal opens later (lazy imports) are left out.
 */
export class PortalStartFiles {
  /** @param {string[]} groups  names of chunk groups (`webpackChunkName`) the start needs */
  constructor(groups) {
    this.groups = groups;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PortalStartFiles', (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'PortalStartFiles', stage }, () => {
        const files = new Set();
        const seen = new Set();
        const visit = (group) => {
          if (seen.has(group)) return;
          seen.add(group);
          for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(`${compilation.outputOptions.publicPath}${file}`);
          for (const child of group.getChildren()) if (byConsume(child)) visit(child);
        };
        for (const entry of compilation.entrypoints.values()) visit(entry);
        for (const name of this.groups) {
          const group = compilation.namedChunkGroups.get(name);
          if (group) visit(group);
          else compilation.errors.push(new WebpackError(`PortalStartFiles: no chunk group is named ${name} (webpackChunkName)`));
        }
        compilation.emitAsset(PORTAL_START_MANIFEST, new sources.RawSource(JSON.stringify({ files: [...files] })));
      });
    });
  }
}
