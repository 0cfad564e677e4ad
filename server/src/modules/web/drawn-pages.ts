import path from 'node:path';
import { DRAWN_PAGES_FILE, drawnPagesManifestSchema, drawsPath, type DrawnPagesManifest } from 'shared-contracts/api/drawn-pages';
import { BuiltFileText } from './built-file';

/** A remote build's server render bundles (`server/`): server code, never sent to a browser. */
export const isServerOnlyFile = (relative: string): boolean => relative.startsWith('server/');

/** A remote build's drawn pages: the folder its manifest's files are relative to, and the manifest. */
export type DrawnPagesBuild = { root: string; manifest: DrawnPagesManifest };

/**
 * What the server sends at an address a remote draws (docs/federation.md "Drawn pages"): the document, its copy drawn
 * at build time in the visitor's language (null: none), and the renderer that draws it with its data.
 */
export type DrawnPageDocument = {
  root: string;
  file: string;
  prerendered: string | null;
  renderer: { bundle: string; exportName: string };
};

/**
 * The drawn-pages manifests of remote builds on local disk, parsed again only when the file changes (a new build or
 * version). A folder without one, or with one that does not parse, draws nothing: its pages stay the portal's.
 */
export class DrawnPagesManifests {
  private readonly texts = new BuiltFileText();
  private readonly parsed = new Map<string, { text: string; manifest: DrawnPagesManifest | null }>();

  constructor(private readonly onInvalid: (root: string, reason: string) => void) {}

  async of(root: string): Promise<DrawnPagesBuild | null> {
    const text = await this.texts.read(path.join(root, DRAWN_PAGES_FILE));
    if (text === null) return null;
    let known = this.parsed.get(root);
    if (known?.text !== text) {
      known = { text, manifest: parseManifest(text, (reason) => this.onInvalid(root, reason)) };
      this.parsed.set(root, known);
    }
    return known.manifest ? { root, manifest: known.manifest } : null;
  }
}

/** A drawn-pages.json's text through the contract's schema; null (and `onInvalid` told why) when it does not parse. */
export function parseManifest(text: string, onInvalid: (reason: string) => void): DrawnPagesManifest | null {
  try {
    const result = drawnPagesManifestSchema.safeParse(JSON.parse(text));
    if (result.success) return result.data;
    onInvalid(result.error.message);
  } catch (error) {
    onInvalid(String(error));
  }
  return null;
}

/** The renderer a build's manifest names, with its bundle's path on this disk. */
export const rendererOfBuild = ({ root, manifest }: DrawnPagesBuild): DrawnPageDocument['renderer'] =>
  ({ bundle: path.join(root, manifest.renderer.file), exportName: manifest.renderer.export });

/** The document `build` sends at `urlPath` in `locale`, or null when it does not draw that address. */
export function drawnPageDocumentOf(build: DrawnPagesBuild, urlPath: string, locale: string): DrawnPageDocument | null {
  const { manifest, root } = build;
  if (!drawsPath(manifest, urlPath)) return null;
  // The home's addresses share the copy drawn at one of them; the others' first paint is their data.
  const drawnAt = manifest.homePaths.includes(urlPath)
    ? Object.keys(manifest.prerendered).find((address) => manifest.homePaths.includes(address))
    : undefined;
  const prerendered = drawnAt === undefined ? null : manifest.prerendered[drawnAt]?.replace('{locale}', locale) ?? null;
  return {
    root,
    file: manifest.document,
    prerendered,
    renderer: rendererOfBuild(build),
  };
}
