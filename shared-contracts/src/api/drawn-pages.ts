import { z } from 'zod';

/** A path inside a remote's build: relative, no `..`, no backslash (the server joins it to the version's folder). */
const builtPath = z.string().regex(/^(?![/.])(?!.*(?:^|\/)\.\.(?:\/|$))[A-Za-z0-9._/{}-]+$/, 'a relative path inside the build');

/** An address pattern as shared-contracts/mall/mall-document.ts writes them: `:param` matches one non-empty segment. */
const addressPattern = z.string().regex(/^\/[A-Za-z0-9_:/-]*$/, 'an address pattern such as /mallDetail/:id');

/**
 * `drawn-pages.json` beside a remote's browser container (docs/federation.md "Drawn pages"): the public pages its
 * server render bundle draws for visitors without a session, the page document they continue in, and the renderer
 * the server runs. The remote's build writes it and the server reads it (and refuses an upload whose file does not
 * parse), so both sides read this one schema.
 */
export const drawnPagesManifestSchema = z.object({
  schemaVersion: z.literal(1),
  /** The addresses the remote draws; the server sends the document at no other. */
  patterns: z.array(addressPattern).min(1),
  /** Addresses that share one copy drawn at build time (the home's), sent when a drawing fails. */
  homePaths: z.array(addressPattern),
  /** The page document's HTML, its scripts loading from the version's own folder. */
  document: builtPath,
  /** The document drawn at build time per language, by the address it was drawn at (`{locale}` in the path). */
  prerendered: z.record(addressPattern, builtPath.refine((file) => file.includes('{locale}'), 'names {locale}')),
  /** The CommonJS bundle and its export `(template, address, locale) => Promise<string>` the server runs. */
  renderer: z.object({ file: builtPath, export: z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/) }),
});
export type DrawnPagesManifest = z.infer<typeof drawnPagesManifestSchema>;

/** The manifest's file name in a remote's build and in an uploaded version. */
export const DRAWN_PAGES_FILE = 'drawn-pages.json';

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** True when the manifest's remote draws `path` (without its query). */
export const drawsPath = (manifest: DrawnPagesManifest, path: string): boolean => manifest.patterns.some((pattern) => matches(pattern, path));

/** Whether a `:param` or literal segment of one pattern can match the same segment as one of another. */
function segmentsMeet(a: string, b: string): boolean {
  const aParam = a.startsWith(':');
  const bParam = b.startsWith(':');
  if (aParam && bParam) return true;
  if (aParam) return b !== '';
  if (bParam) return a !== '';
  return a === b;
}

/** True when some address matches both patterns (`/mallDetail/:id` and `/mallDetail/7`; not `/mall` and `/mall/:id`). */
export function patternsOverlap(a: string, b: string): boolean {
  const left = a.split('/');
  const right = b.split('/');
  return left.length === right.length && left.every((part, i) => segmentsMeet(part, right[i] as string));
}
