import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { TOKEN_COOKIE } from 'shared-contracts/api/auth-login';
import { registrationKinds } from 'shared-contracts/api/auth';
import { allowDocumentScripts, DocumentHashes } from '../../plugins/app/security-headers';
import { DrawFailureRecorder } from '../remote-health/draw-failures';
import { bucketCookie, bucketIdOf, newBucketId } from '../remotes/bucket-cookie';
import { RegistryValueCache, REMOTE_REGISTRY_CACHE } from '../remotes/registry-cache';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { DrawnPageCache } from './drawn-page-cache';
import { drawnPageDocumentOf, DrawnPagesManifests, isServerOnlyFile, rendererOfBuild, type DrawnPageDocument, type DrawnPagesBuild } from './drawn-pages';
import { cookieValue } from './cookie-value';
import { drawingVersionFor, drawingVersionKey, hasAnonymousCanary, loadDrawingSettings, servedDrawingVersions, type DrawingSetting, type DrawingVersion } from './drawing-version';
import { PageRenderer, RENDER_TIMEOUT_MS } from './page-renderer';
import { isApiPath, publicAnswers } from './public-answers';
import { pageLocale } from './page-locale';
import { safeRelativePath } from './safe-path';
import { VersionCopies } from './version-copies';
import { VersionRenderers } from './version-renderers';

/** `mall`, or a side-by-side build such as `mall-1.2.0` kept for rollback; one folder name, never a path. */
const REMOTE_FOLDER = /^[a-z][a-z0-9._-]*$/;

/**
 * The public pages built as documents of their own (host-shell's page documents, docs/performance.md "The login
 * document", and a remote's drawn pages, docs/shell-routing.md "The mall document"): a browser opening /login gets
 * login.html; a visitor without a session opening /register or /register/<kind> gets register.html, and one opening
 * an address a remote draws (the mall's home, search results, product page) gets that remote's document, drawn with
 * its data, instead of the portal's page. A signed-in user's addresses stay the portal's (its router decides). A
 * build without them (a dev build, an older deployment) still serves these paths from index.html, whose router
 * draws the same pages.
 */
const LOGIN_PATH = '/login';
const REGISTER_PATHS = new Set(['/register', ...registrationKinds.map((kind) => `/register/${kind}`)]);

/** One of the host's page documents: its file and the address whose copy drawn at build time it may send. */
type HostDocument = { file: string; drawnAt: string };

/**
 * The page document drawn at build time at `drawnAt` in the visitor's language
 * (shared-contracts/build/webpack-common.mjs `prerenderedFile`): `/register/purchaser` in vi is
 * `prerendered/register.purchaser.vi.html`.
 */
const prerenderedFile = (drawnAt: string, request: FastifyRequest) =>
  `prerendered/${drawnAt.slice(1).replaceAll('/', '.')}.${pageLocale(request)}.html`;

/**
 * The folder of an older host build with the renderers the server ran (shared-contracts/build/webpack-common.mjs
 * SERVER_RENDER_DIR): server code, never sent to a browser.
 */
const SERVER_RENDER_DIR = 'ssr/';

/** A drawn page: the document, and the version of the remote that draws it (drawing-version.ts). */
type VersionDocument = { version: DrawingVersion; document: DrawnPageDocument; newBucketId: string | null };

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Sends one built file (cache policy: `setHeaders` below); a missing file becomes the JSON 404. */
function sendBuilt(reply: FastifyReply, root: string, relative: string): FastifyReply {
  return reply.sendFile(relative, root, { cacheControl: false });
}

/**
 * Serves the built front-ends (docs/federation.md): the host at `/`, each remote at `/remotes/<name>/`
 * straight from `remote-<name>/dist`, looked up per request, so a remote is rebuilt, replaced or added
 * without restarting the server. Registered last: every other route is more specific than these.
 */
export default async function webRoutes(app: FastifyInstance): Promise<void> {
  const webRoot = app.config.webRoot;
  const hostRoot = path.join(webRoot, 'host-shell', 'dist');
  if (!(await isFile(path.join(hostRoot, 'index.html')))) {
    app.log.warn({ hostRoot }, 'host-shell is not built: pages answer 404 until `pnpm -r run build` has run');
  }

  // Encapsulated in this plugin: compresses the static files, leaves the API's own choices alone.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  // The cache policy is set only once a file is really being sent: a 404 for a hashed name must not
  // be cached as `immutable`, or the file could never load once it is deployed (Retry included).
  await app.register(fastifyStatic, {
    serve: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(file));
    },
  });

  app.get('/remotes/:name/*', { schema: { hide: true } }, async (request, reply) => {
    const { name, '*': file } = request.params as { name: string; '*': string };
    const relative = safeRelativePath(file);
    if (!REMOTE_FOLDER.test(name) || !relative || isServerOnlyFile(relative)) return reply.callNotFound();
    return sendBuilt(reply, path.join(webRoot, `remote-${name}`, 'dist'), relative);
  });

  // The mall document drawn at request time with its data (docs/shell-routing.md "The mall document"). Its requests
  // are answered by the server's own routes, as a visitor without a session would get them.
  const answer = publicAnswers(app);
  // A failed drawing counts in the remote's load health (the Remote modules page) against the version that drew it.
  const drawFailures = new DrawFailureRecorder(() => app.db);
  // One renderer per version's bundle, each its own process (page-renderer.ts).
  const drawingTimeMs = app.config.drawingTimeLimitMs ?? RENDER_TIMEOUT_MS;
  const renderers = new VersionRenderers(({ bundle, exportName }, { remote, version }) => new PageRenderer({
    bundle,
    exportName,
    answer,
    timeoutMs: drawingTimeMs,
    onFailure: (failure) => {
      app.log.warn({ failure, bundle, remote, version }, `a drawn page could not be drawn (${failure.kind}); sent as built`);
      drawFailures.record(remote, version, failure)
        .catch((error: unknown) => app.log.error({ err: error }, 'a failed drawing could not be counted'));
    },
  }), drawingTimeMs);
  app.addHook('onClose', async () => renderers.close());

  // Which versions visitors are handed follows the registry: read once per change in any process (shared caches), so
  // an activation, rollback or canary reaches the next page. Versions no longer handed out stop their processes.
  const drawingSettings = new RegistryValueCache(async () => {
    const settings = await loadDrawingSettings(app.db);
    renderers.keepOnly(new Set(settings.flatMap(servedDrawingVersions).map(drawingVersionKey)));
    return settings;
  });
  app.sharedCaches.register(REMOTE_REGISTRY_CACHE, () => {
    drawingSettings.clear();
    if (listening) void startServedVersions();
  });

  // The documents drawn pages are drawn into, with their inline scripts' hashes: the CSP allows a drawn page those its
  // version's document was built with (security-headers.ts).
  const templates = new DocumentHashes();
  const drawnPages = new DrawnPageCache();
  const manifests = new DrawnPagesManifests((root, reason) => app.log.error({ root, reason }, 'drawn-pages.json does not parse: its pages stay the portal\'s'));
  // Uploaded versions' drawn pages, copied from the storage to local disk for the drawing process (version-copies.ts).
  const versionCopies = new VersionCopies(app.storage, path.join(app.config.dataDir, 'drawn-pages'), (name, version, reason) =>
    app.log.error({ remote: name, version, reason }, 'an uploaded version\'s drawn pages are unusable: its pages stay the portal\'s'));

  /** The drawn pages of a version on local disk; null when it has none (an older build, or one registered by URL). */
  async function buildOf({ remote, version, source }: DrawingVersion): Promise<DrawnPagesBuild | null> {
    const root = source === 'built-in' ? path.join(webRoot, `remote-${remote}`, 'dist') : await versionCopies.folderOf(remote, version);
    return root === null ? null : manifests.of(root);
  }

  /**
   * Copies and starts the drawing processes of the versions visitors are handed (the active one, the canary), ahead of
   * their first page, whose 2 s would otherwise include the copy and the process's start: at the server's start and
   * after each registry change (an activation's next visitor). Only a listening server does it; the tests that build
   * the app to inject requests do not start processes each.
   */
  let listening = false;
  async function startServedVersions(): Promise<void> {
    try {
      const settings = await drawingSettings.get();
      await Promise.all(settings.flatMap(servedDrawingVersions).map(async (version) => {
        const build = await buildOf(version);
        if (build) await renderers.of(version, rendererOfBuild(build)).prepare();
      }));
    } catch (error) {
      app.log.warn({ err: error }, 'a drawing process could not be started ahead of the first page');
    }
  }
  app.addHook('onListen', async () => {
    listening = true;
    void startServedVersions();
  });

  function hostDocumentOf(request: FastifyRequest, urlPath: string): HostDocument | null {
    if (urlPath === LOGIN_PATH) return { file: 'login.html', drawnAt: urlPath };
    if (cookieValue(request.headers.cookie, TOKEN_COOKIE)) return null;
    if (REGISTER_PATHS.has(urlPath)) return { file: 'register.html', drawnAt: urlPath };
    return null;
  }

  /**
   * The drawn page at `urlPath` for a visitor without a session, from the first remote (by name) whose version the
   * registry hands that visitor (drawing-version.ts) draws that address; null when the visitor is signed in or no
   * switched-on remote's version draws a page there.
   */
  async function drawnDocumentOf(request: FastifyRequest, urlPath: string): Promise<VersionDocument | null> {
    if (cookieValue(request.headers.cookie, TOKEN_COOKIE)) return null;
    const settings: DrawingSetting[] = await drawingSettings.get().catch((error: unknown) => {
      request.log.error({ err: error }, 'the remotes\' registry rows could not be read: their pages stay the portal\'s');
      return [];
    });
    // A visitor who may land in a canary gets a bucket id now, as GET /api/remotes would give one, so the registry
    // the document reads next names the version that drew it.
    const knownId = bucketIdOf(request.headers.cookie);
    const newId = knownId === null && settings.some(hasAnonymousCanary) ? newBucketId() : null;
    const locale = pageLocale(request);
    for (const setting of settings) {
      const version = drawingVersionFor(setting, knownId ?? newId);
      if (!version) continue;
      const build = await buildOf(version).catch((error: unknown) => {
        request.log.error({ err: error, remote: version.remote, version: version.version }, 'a version\'s drawn pages could not be read: its pages stay the portal\'s');
        return null;
      });
      const document = build && drawnPageDocumentOf(build, urlPath, locale);
      if (document) return { version, document, newBucketId: newId };
    }
    return null;
  }

  /**
   * Sends a remote's drawn page: drawn here with its data; should that fail, its copy drawn at build time (the home's,
   * its catalogue still loading), else the document as built, which draws itself. False, with nothing sent, when even
   * that is missing. A boolean, not the reply: a reply is a thenable, so an async function answering it resolves
   * to undefined once it is sent, which read as "not sent" and had the portal's page sent on top of every drawn page
   * (a file opened and never closed per visitor, until the process ran out of files).
   */
  async function sendDrawn(request: FastifyRequest, reply: FastifyReply, urlPath: string, drawn: VersionDocument): Promise<boolean> {
    const { version, document } = drawn;
    const built = await templates.read(path.join(document.root, document.file));
    if (built === null) return false;
    const template = built.text;
    allowDocumentScripts(reply, built.hashes);
    if (drawn.newBucketId) reply.header('set-cookie', bucketCookie(drawn.newBucketId, request.protocol === 'https'));
    const address = request.url.startsWith('/') ? request.url : urlPath;
    const locale = pageLocale(request);
    const renderer = renderers.of(version, document.renderer);
    const page = await drawnPages.page(drawingVersionKey(version), template, address, locale, () => renderer.draw(template, address, locale));
    if (page !== null) reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(page);
    else if (document.prerendered && (await isFile(path.join(document.root, document.prerendered)))) sendBuilt(reply, document.root, document.prerendered);
    else sendBuilt(reply, document.root, document.file);
    return true;
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = pathOf(request);
    if (isApiPath(urlPath)) return reply.callNotFound();
    const relative = urlPath === '/' ? null : safeRelativePath(urlPath);
    if (relative && !relative.startsWith(SERVER_RENDER_DIR) && (await isFile(path.join(hostRoot, relative)))) {
      return sendBuilt(reply, hostRoot, relative);
    }
    if (!acceptsHtml(request)) return reply.callNotFound();
    // Which document, and the copy drawn in the visitor's language, differ by these two headers.
    reply.header('vary', 'cookie, accept-language');
    const drawn = await drawnDocumentOf(request, urlPath);
    if (drawn && (await sendDrawn(request, reply, urlPath, drawn))) return reply;
    const hostDocument = hostDocumentOf(request, urlPath);
    if (hostDocument) {
      const copy = prerenderedFile(hostDocument.drawnAt, request);
      if (await isFile(path.join(hostRoot, copy))) return sendBuilt(reply, hostRoot, copy);
      if (await isFile(path.join(hostRoot, hostDocument.file))) return sendBuilt(reply, hostRoot, hostDocument.file);
    }
    // Client-side routes (/myCart, /register, /system/menu) load the host page, which routes them itself.
    return sendBuilt(reply, hostRoot, 'index.html');
  });
}
