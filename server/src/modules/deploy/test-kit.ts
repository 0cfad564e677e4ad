import fs from 'node:fs';
import path from 'node:path';
import { zipSync, type ZipOptions, type Zippable } from 'fflate';

/**
 * Builds what the deploy tests need (not a test file itself; the e2e journey may use it too): Module Federation
 * manifests shaped like the portal's builds write them, deploy archives (zips of a dist's contents) — good ones and
 * every kind of bad one — and a web root with a host build to check against. Depends on fflate and Node only.
 */

/** A shared module as a manifest declares it. `fallback: false` (the default for singletons) means no chunk of its own. */
export type SharedSpec = { name: string; requiredVersion: string; version?: string; singleton?: boolean; fallback?: boolean };

export type ManifestSpec = {
  name: string;
  /** Exposed module names (`./system/Menu`). */
  exposes?: string[];
  shared?: SharedSpec[];
  remoteEntry?: string;
};

/** What a production portal remote shares: singletons the host must provide, and a shared-contracts module it carries. */
export const PORTAL_REMOTE_SHARED: SharedSpec[] = [
  { name: 'react', requiredVersion: '^19.3.1', version: '19.3.1', singleton: true },
  { name: 'react-dom', requiredVersion: '^19.3.1', version: '19.3.1', singleton: true },
  { name: 'react-router-dom', requiredVersion: '^7.18.5', version: '7.18.5', singleton: true },
  { name: '@chakra-ui/react/button', requiredVersion: '^3.37.0', version: '3.37.0', singleton: true },
  { name: 'shared-contracts/api/common', requiredVersion: '^0.1.0', version: '0.1.0', fallback: true },
];

/** What a host build provides (its own manifest's shared list, versions as installed). */
export const PORTAL_HOST_SHARED: SharedSpec[] = [
  { name: 'react', requiredVersion: '^19.3.1', version: '19.3.1', singleton: true },
  { name: 'react-dom', requiredVersion: '^19.3.1', version: '19.3.1', singleton: true },
  { name: 'react-router-dom', requiredVersion: '^7.18.5', version: '7.18.5', singleton: true },
  { name: '@chakra-ui/react/button', requiredVersion: '^3.37.0', version: '3.37.0', singleton: true },
  { name: '@chakra-ui/react/table', requiredVersion: '^3.37.0', version: '3.37.0', singleton: true },
  { name: 'jotai', requiredVersion: '^3.0.1', version: '3.0.1', singleton: true },
];

export const PORTAL_ROUTER_EXPORTS = ['Link', 'NavLink', 'Navigate', 'Outlet', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'];

const chunkOf = (name: string) => `${name.replace(/[^a-z0-9]/gi, '_')}.0123abcd.js`;

/** A manifest as @module-federation/enhanced writes it (the fields the registry reads, and a few it does not). */
export function federationManifest(spec: ManifestSpec): Record<string, unknown> {
  return {
    id: spec.name,
    name: spec.name,
    metaData: {
      name: spec.name,
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: `remote-${spec.name}` },
      remoteEntry: { name: spec.remoteEntry ?? 'remoteEntry.js', path: '', type: 'global' },
      globalName: spec.name,
      publicPath: 'auto',
    },
    shared: (spec.shared ?? []).map((s) => {
      const sync = (s.fallback ?? !s.singleton) ? [chunkOf(s.name)] : [];
      return {
        id: `${spec.name}:${s.name}`, name: s.name, version: s.version ?? s.requiredVersion.replace(/^[\^~]/, ''), requiredVersion: s.requiredVersion,
        ...(s.singleton ? { singleton: true } : {}),
        assets: { js: { sync, async: [] }, css: { sync: [], async: [] } }, fallback: '',
      };
    }),
    remotes: [],
    exposes: (spec.exposes ?? []).map((p) => ({
      id: `${spec.name}:${p.slice(2)}`, name: p.slice(2), path: p,
      assets: { js: { sync: [`__federation_expose_${p.slice(2).replace(/\W/g, '_')}.0123abcd.js`], async: [] }, css: { sync: [], async: [] } },
    })),
  };
}

export type ZipContent = string | Uint8Array | [string | Uint8Array, ZipOptions];

const bytesOf = (data: string | Uint8Array) => (typeof data === 'string' ? new TextEncoder().encode(data) : data);

/** A zip of exactly these entries (names as given: `../x.js` stays `../x.js`), with optional per-entry attributes. */
export function zipOf(entries: Record<string, ZipContent>): Buffer {
  // Flat keys: fflate keeps a key such as `assets/a.js` or `../x.js` as the entry's name, as it is.
  const input: Zippable = {};
  for (const [name, content] of Object.entries(entries)) {
    input[name] = Array.isArray(content) ? [bytesOf(content[0]), content[1]] : bytesOf(content);
  }
  return Buffer.from(zipSync(input, { mtime: new Date('2024-01-01T00:00:00Z') }));
}

/** Symlink entry attributes (made by Unix, mode lrwxrwxrwx), as `zip -y` stores one. */
export const SYMLINK_ATTRIBUTES: ZipOptions = { os: 3, attrs: (0o120777 << 16) >>> 0 };

export type RemoteBuildSpec = ManifestSpec & {
  /** Extra files of the dist (chunks, styles). */
  files?: Record<string, ZipContent>;
  /** Writes `federation-requirements.json` with these react-router-dom names. */
  routerImports?: string[];
};

/** The files of a remote's dist: manifest, entry, one chunk, and what the spec adds. */
export function remoteDistFiles(spec: RemoteBuildSpec): Record<string, ZipContent> {
  const files: Record<string, ZipContent> = {
    'mf-manifest.json': JSON.stringify(federationManifest(spec)),
    [spec.remoteEntry ?? 'remoteEntry.js']: `var ${spec.name.replace(/-/g, '_')};/* entry of ${spec.name} */`,
    'assets/main.0123abcd.js': `console.log(${JSON.stringify(spec.name)});`,
    ...(spec.routerImports ? { 'federation-requirements.json': JSON.stringify({ routerImports: spec.routerImports }) } : {}),
    ...spec.files,
  };
  return files;
}

/** A deploy archive of a remote build, as `npm run deploy` makes it (the dist's contents at the zip root). */
export const remoteZip = (spec: RemoteBuildSpec): Buffer => zipOf(remoteDistFiles(spec));

/**
 * The archive with one entry's declared uncompressed size replaced, in the central directory and the local header:
 * a zip bomb's lie (a small size for a big entry) or a declared size over the limits.
 */
export function withDeclaredSize(zip: Buffer, entryName: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const name = Buffer.from(entryName);
  for (let at = 0; at + 46 <= out.length; at++) {
    const sig = out.readUInt32LE(at);
    if (sig === 0x02014b50 && out.readUInt16LE(at + 28) === name.length && out.subarray(at + 46, at + 46 + name.length).equals(name)) {
      out.writeUInt32LE(size, at + 24);
      out.writeUInt32LE(size, out.readUInt32LE(at + 42) + 22);
      return out;
    }
  }
  throw new Error(`no entry ${entryName}`);
}

/** Writes a file under `root`, making its folders. */
export function writeFile(root: string, relative: string, content: string | Uint8Array): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * A web root like the monorepo's after a build: `host-shell/dist` with its manifest and `federation-provides.json`,
 * and `remote-<name>/dist` for each built-in remote given (served at `/remotes/<name>/`).
 */
export function writeWebRoot(root: string, opts: {
  hostShared?: SharedSpec[]; routerExports?: string[] | null; remotes?: RemoteBuildSpec[];
}): void {
  writeFile(root, 'host-shell/dist/index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  // Like the real host build's: no remote entry of its own.
  const host = federationManifest({ name: 'host', shared: opts.hostShared ?? PORTAL_HOST_SHARED, remoteEntry: '' });
  writeFile(root, 'host-shell/dist/mf-manifest.json', JSON.stringify(host));
  const routerExports = opts.routerExports === undefined ? PORTAL_ROUTER_EXPORTS : opts.routerExports;
  if (routerExports) {
    writeFile(root, 'host-shell/dist/federation-provides.json', JSON.stringify({ routerExports, chakraEntryPoints: ['button', 'table'] }));
  }
  for (const remote of opts.remotes ?? []) {
    for (const [file, content] of Object.entries(remoteDistFiles(remote))) {
      writeFile(root, `remote-${remote.name}/dist/${file}`, Array.isArray(content) ? content[0] : content);
    }
  }
}

/** `POST api/deploy/upload` as the deploy command sends it: fields, then the archive. */
export async function uploadArchive(
  baseUrl: string, token: string | null, zip: Uint8Array, fields: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([zip], { type: 'application/zip' }), 'dist.zip');
  const res = await fetch(`${baseUrl}/api/deploy/upload`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  let body: unknown = text;
  try { body = JSON.parse(text); } catch { /* not JSON */ }
  return { status: res.status, body };
}

/** drawn-pages.json of a mall build (docs/federation.md "Drawn pages"), as remote-mall's build writes it. */
export const MALL_DRAWN_PAGES = {
  schemaVersion: 1,
  patterns: ['/mall', '/mallDetail/:id'],
  homePaths: ['/mall'],
  document: 'document/mall.html',
  prerendered: { '/mall': 'document/prerendered/mall.{locale}.html' },
  renderer: { file: 'server/render.cjs', export: 'renderMallPage' },
};

/** The files MALL_DRAWN_PAGES names: the document, its copy drawn in each language, and the render bundle `renderer`. */
export const mallDrawnPageFiles = (renderer: string): Record<string, string> => ({
  'document/mall.html': '<!doctype html><html><body><div id="root"></div></body></html>',
  'document/prerendered/mall.en.html': '<h1>Mall</h1>',
  'document/prerendered/mall.cn.html': '<h1>商城</h1>',
  'document/prerendered/mall.vi.html': '<h1>Chợ</h1>',
  'server/render.cjs': renderer,
});
