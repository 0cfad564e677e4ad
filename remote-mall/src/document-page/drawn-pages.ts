import { drawnPagesManifestSchema } from 'shared-contracts/api/drawn-pages';
import { MALL_DOCUMENT_PATTERNS, MALL_HOME_PATHS } from 'shared-contracts/mall/mall-document';

/**
 * What the mall's build tells the server about its drawn pages (`dist/drawn-pages.json`, docs/federation.md "Drawn
 * pages"), parsed here so that a build cannot write a manifest the server would refuse. The home is drawn at build
 * time too: the others' first paint is their data, so without a drawing they get the document as built.
 */
export const DRAWN_PAGES = drawnPagesManifestSchema.parse({
  schemaVersion: 1,
  patterns: [...MALL_DOCUMENT_PATTERNS],
  homePaths: [...MALL_HOME_PATHS],
  document: 'document/mall.html',
  prerendered: { '/mall': 'document/prerendered/mall.{locale}.html' },
  renderer: { file: 'server/render.cjs', export: 'renderMallPage' },
});
