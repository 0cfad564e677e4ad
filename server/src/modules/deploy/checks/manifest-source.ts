import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { DeployProblem } from 'shared-contracts/api/deploy';
import { remoteNamePattern, remoteVersionPattern } from 'shared-contracts/api/remotes';
import type { FileStorage } from '../../../plugins/app/file-storage';
import { safeRelativePath } from '../../web/safe-path';
import { storagePrefixOf } from '../storage-layout';
import {
  isRemoteManifest, parseFederationManifestText, parseFederationRequirements, REQUIREMENTS_FILE, type FederationManifest,
} from '../federation-manifest';

/** How long a manifest on another origin may take (docs/deploy.md "Limits"). */
export const MANIFEST_FETCH_TIMEOUT_MS = 5_000;
/** A manifest bigger than this is not one (the portal's largest is about 60 KiB). */
const MANIFEST_MAX_BYTES = 5 * 1024 * 1024;

export type ManifestSourceDeps = { webRoot: string; storage: FileStorage; timeoutMs?: number };

export type ManifestRead =
  | { ok: true; manifest: FederationManifest; routerImports: string[] | null }
  | { ok: false; problem: DeployProblem };

/** Read outcome of one file: its text, or why not (`missing` is a 404 or no such file). */
type FileRead = { text: string } | { missing: true; detail: string } | { failed: true; detail: string };

const REMOTE_FOLDER = /^[a-z][a-z0-9._-]*$/;

async function readStream(body: Readable, max: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > max) {
      body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A path of this site read where the server keeps it, without a request to itself: an uploaded version from the
 * storage (`/remotes/<name>/v/<version>/<file>`), a built-in build from `remote-<name>/dist` (`/remotes/<name>/<file>`).
 */
async function readSitePath(urlPath: string, deps: ManifestSourceDeps): Promise<FileRead> {
  const pathOnly = urlPath.split('?')[0] ?? '';
  const versioned = /^\/remotes\/([^/]+)\/v\/([^/]+)\/(.+)$/.exec(pathOnly);
  if (versioned) {
    const [, name = '', version = '', rest = ''] = versioned;
    const relative = safeRelativePath(rest);
    if (!remoteNamePattern.test(name) || !remoteVersionPattern.test(version) || !relative) {
      return { missing: true, detail: 'not a path of an uploaded version' };
    }
    try {
      const file = await deps.storage.get(`${storagePrefixOf(name, version)}/${relative}`);
      if (!file) return { missing: true, detail: 'the uploaded version has no such file' };
      const text = await readStream(file.body, MANIFEST_MAX_BYTES);
      return text === null ? { failed: true, detail: 'too large' } : { text };
    } catch (err) {
      return { failed: true, detail: (err as Error).message };
    }
  }
  const builtIn = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathOnly);
  const relative = builtIn ? safeRelativePath(builtIn[2] ?? '') : null;
  if (!builtIn || !REMOTE_FOLDER.test(builtIn[1] ?? '') || !relative) {
    return { missing: true, detail: 'this portal serves remotes only under /remotes/' };
  }
  const file = path.join(deps.webRoot, `remote-${builtIn[1]}`, 'dist', relative);
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return { missing: true, detail: 'no such file' };
    if (stat.size > MANIFEST_MAX_BYTES) return { failed: true, detail: 'too large' };
    return { text: await fs.readFile(file, 'utf8') };
  } catch {
    return { missing: true, detail: 'no such file' };
  }
}

async function fetchUrl(url: string, deps: ManifestSourceDeps): Promise<FileRead> {
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs ?? MANIFEST_FETCH_TIMEOUT_MS),
    });
    if (res.status === 404) return { missing: true, detail: 'HTTP 404' };
    if (!res.ok || !res.body) return { failed: true, detail: `HTTP ${res.status}` };
    const declared = Number(res.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > MANIFEST_MAX_BYTES) return { failed: true, detail: 'too large' };
    const text = await res.text();
    return text.length > MANIFEST_MAX_BYTES ? { failed: true, detail: 'too large' } : { text };
  } catch (err) {
    const name = (err as Error).name;
    return { failed: true, detail: name === 'TimeoutError' ? `no answer within ${deps.timeoutMs ?? MANIFEST_FETCH_TIMEOUT_MS} ms` : (err as Error).message };
  }
}

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

function readAt(url: string, deps: ManifestSourceDeps): Promise<FileRead> {
  return isSitePath(url) ? readSitePath(url, deps) : fetchUrl(url, deps);
}

/** The URL of a file beside the manifest (same folder), keeping the manifest's origin. */
export function siblingUrl(manifestUrl: string, file: string): string {
  if (isSitePath(manifestUrl)) {
    const pathOnly = manifestUrl.split('?')[0] ?? manifestUrl;
    return `${pathOnly.slice(0, pathOnly.lastIndexOf('/') + 1)}${file}`;
  }
  return new URL(file, manifestUrl).toString();
}

/**
 * The manifest a URL version points at, read now (docs/deploy.md "Versions registered by URL"), with the build's
 * router imports when it published `federation-requirements.json` beside it. Unreachable or not a manifest
 * becomes the problem that says so.
 */
export async function readManifestAt(manifestUrl: string, deps: ManifestSourceDeps): Promise<ManifestRead> {
  const read = await readAt(manifestUrl, deps);
  if (!('text' in read)) return { ok: false, problem: { kind: 'manifestUnreachable', module: manifestUrl, detail: read.detail } };
  const manifest = parseFederationManifestText(read.text);
  if (!manifest || !isRemoteManifest(manifest)) {
    return { ok: false, problem: { kind: 'manifestInvalid', module: manifestUrl, detail: 'not a Module Federation manifest of a remote' } };
  }
  const requirements = await readAt(siblingUrl(manifestUrl, REQUIREMENTS_FILE), deps);
  return { ok: true, manifest, routerImports: 'text' in requirements ? parseFederationRequirements(requirements.text) : null };
}
