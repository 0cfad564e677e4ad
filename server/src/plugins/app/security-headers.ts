import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { remotes, remoteVersions } from '../../db/schema';
import { RegistryValueCache, REMOTE_REGISTRY_CACHE } from '../../modules/remotes/registry-cache';
import { BuiltFileText } from '../../modules/web/built-file';
import { isApiPath } from '../../modules/web/public-answers';

/** Where browsers send violations (modules/remote-health/csp-routes.ts). */
export const CSP_REPORT_PATH = '/api/security/csp-report';

/** The host's documents whose inline scripts (if a build ever emits any) are allowed by hash. */
const HOST_DOCUMENTS = ['index.html', 'login.html'];

export type RemoteManifestUrls = { manifestUrl: string; canaryManifestUrl: string | null };

/**
 * The origins (`https://cdn.example.com`) of the absolute http(s) manifest URLs, sorted and without repeats. A
 * path on this site (`/remotes/mall/...`) is covered by 'self'; anything else (a typo, `javascript:`) adds nothing.
 */
export function remoteOriginsOf(rows: readonly RemoteManifestUrls[]): string[] {
  const origins = new Set<string>();
  for (const row of rows) {
    for (const url of [row.manifestUrl, row.canaryManifestUrl]) {
      const origin = absoluteHttpOrigin(url);
      if (origin) origins.add(origin);
    }
  }
  return [...origins].sort();
}

function absoluteHttpOrigin(url: string | null): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    // A CSP source may not carry a path's characters; an origin of http(s) is always a valid source expression.
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * `'sha256-...'` sources for every inline script of a document (no `src`), hashed over the exact text between the
 * tags as the browser does. A data block (`type="application/json"`) is never executed, so it needs none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !/javascript|ecmascript/.test(type)) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export type PolicyInput = {
  remoteOrigins: readonly string[];
  scriptHashes: readonly string[];
  /** `'none'` for the portal's own documents; `'self'` for the server's tool pages an iFrame menu may show. */
  frameAncestors: "'none'" | "'self'";
};

/**
 * The Content-Security-Policy of an HTML document (docs/production.md "Security headers"). Scripts only from this
 * site, the registered remotes' origins and the hashes of the host's own inline scripts: no 'unsafe-inline' or
 * 'unsafe-eval', because the sign-in token sits in a cookie scripts can read (SPEC §9). Styles may be inline
 * (Chakra's emotion injects them at runtime). Frames may show any http(s) page: iFrame menu entries name one
 * (shared-contracts menuLinkPattern), and a framed page runs in its own origin, away from the portal's cookie.
 */
export function buildContentSecurityPolicy({ remoteOrigins, scriptHashes, frameAncestors }: PolicyInput): string {
  const remote = remoteOrigins.join(' ');
  const sources = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", ...scriptHashes, remote)}`,
    `connect-src ${sources("'self'", remote)}`,
    `style-src ${sources("'self'", "'unsafe-inline'", remote)}`,
    `img-src ${sources("'self'", 'data:', 'blob:', remote)}`,
    `font-src ${sources("'self'", 'data:', remote)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    "frame-src 'self' https: http:",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** The manifest URLs that may load in a page: each enabled remote's active one and its canary's. */
export async function loadRemoteManifestUrls(db: DbOrTx): Promise<RemoteManifestUrls[]> {
  const rows = await db
    .select({ manifestUrl: remotes.manifestUrl, canaryManifestUrl: remoteVersions.manifestUrl })
    .from(remotes)
    .leftJoin(remoteVersions, and(eq(remoteVersions.remote, remotes.name), eq(remoteVersions.version, remotes.canaryVersion)))
    .where(eq(remotes.enabled, true));
  return rows;
}

/**
 * Inline-script hashes of built documents (the host's, a remote version's drawn-page document), worked out again
 * only when a file changes (a deploy).
 */
export class DocumentHashes {
  private readonly texts = new BuiltFileText();
  private readonly files = new Map<string, { text: string; hashes: string[] }>();

  constructor(private readonly paths: readonly string[] = []) {}

  /** The hashes of every document given to the constructor. */
  async get(): Promise<string[]> {
    const all = await Promise.all(this.paths.map((file) => this.of(file)));
    return [...new Set(all.flat())];
  }

  /** The hashes of one document's inline scripts; none while it is missing. */
  async of(file: string): Promise<string[]> {
    return (await this.read(file))?.hashes ?? [];
  }

  /** One document's text with its inline scripts' hashes, from one read; null while it is missing. */
  async read(file: string): Promise<{ text: string; hashes: string[] } | null> {
    const text = await this.texts.read(file);
    if (text === null) {
      this.files.delete(file);
      return null;
    }
    let known = this.files.get(file);
    if (known?.text !== text) {
      known = { text, hashes: inlineScriptHashes(text) };
      this.files.set(file, known);
    }
    return known;
  }
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^text\/html\b/i.test(type);
}

/**
 * The inline scripts of the document a reply sends that are not the host's: a remote version's drawn page
 * (web/routes.ts), whose document's scripts its build wrote, so each version is allowed its own and no other's.
 */
const documentScripts = new WeakMap<FastifyReply, readonly string[]>();

export function allowDocumentScripts(reply: FastifyReply, hashes: readonly string[]): void {
  documentScripts.set(reply, hashes);
}

/**
 * Security headers on every response (docs/production.md "Security headers"): `nosniff` and the referrer policy
 * everywhere; on HTML documents the CSP, whose remote origins follow the registry, and its legacy twin
 * X-Frame-Options. A route that sets its own CSP keeps it.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const origins = new RegistryValueCache(async () => remoteOriginsOf(await loadRemoteManifestUrls(app.db)));
  app.sharedCaches.register(REMOTE_REGISTRY_CACHE, () => origins.clear());
  const hostRoot = path.join(app.config.webRoot, 'host-shell', 'dist');
  const hashes = new DocumentHashes(HOST_DOCUMENTS.map((file) => path.join(hostRoot, file)));

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!isHtml(reply) || reply.hasHeader('content-security-policy')) return payload;
    // The portal's pages are never framed (clickjacking); the server's tool pages (API docs) may be shown by an
    // iFrame menu entry of the portal itself.
    const portalDocument = !isApiPath(request.url.split('?')[0] ?? '/');
    const [remoteOrigins, scriptHashes] = await Promise.all([
      // Without the registry the page still gets a policy, only without other origins: closed rather than open.
      origins.get().catch((err: unknown) => {
        request.log.error({ err }, 'remote origins for the CSP could not be read');
        return [];
      }),
      portalDocument ? hashes.get() : [],
    ]);
    reply.header('content-security-policy', buildContentSecurityPolicy({
      remoteOrigins, scriptHashes: [...scriptHashes, ...(documentScripts.get(reply) ?? [])], frameAncestors: portalDocument ? "'none'" : "'self'",
    }));
    reply.header('x-frame-options', portalDocument ? 'DENY' : 'SAMEORIGIN');
    return payload;
  });
}, { name: 'security-headers', dependencies: ['database', 'shared-caches'] });
