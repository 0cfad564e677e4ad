import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { TOKEN_COOKIE } from 'shared-contracts/api/auth-login';
import { registrationKinds } from 'shared-contracts/api/auth';
import { isMallDocumentPath, MALL_HOME_PATHS } from 'shared-contracts/mall/mall-document';
import { RegistryValueCache, REMOTE_REGISTRY_CACHE } from '../remotes/registry-cache';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { BuiltFileText } from './built-file';
import { DrawnPageCache } from './drawn-page-cache';
import { cookieValue } from './cookie-value';
import { mallDocumentAllowed } from './mall-document-gate';
import { PageRenderer, type RenderAnswer } from './page-renderer';
import { pageLocale } from './page-locale';
import { safeRelativePath } from './safe-path';

/** `mall`, or a side-by-side build such as `mall-1.2.0` kept for rollback; one folder name, never a path. */
const REMOTE_FOLDER = /^[a-z][a-z0-9._-]*$/;

/**
 * The public pages built as documents of their own (host-shell's page documents, docs/performance.md "The login
 * document", docs/shell-routing.md "The mall document"): a browser opening /login gets login.html; a visitor
 * without a session opening /register or /register/<kind> gets register.html, and one opening the mall's home,
 * search results or a product page gets mall.html, instead of the portal's page. A signed-in user's addresses stay
 * the portal's (its router decides). A host built without them (its dev build, an older deployment) still serves
 * these paths from index.html, whose router draws the same pages.
 */
const LOGIN_PATH = '/login';
const REGISTER_PATHS = new Set(['/register', ...registrationKinds.map((kind) => `/register/${kind}`)]);

/**
 * A page document: its file, the address whose copy drawn at build time it may send (null: none drawn), and whether
 * the server draws it at request time first (the mall's pages, drawn with their data).
 */
type PageDocument = { file: string; drawnAt: string | null; drawnOnRequest: boolean };

/**
 * The page document drawn at build time at `drawnAt` in the visitor's language
 * (shared-contracts/build/webpack-common.mjs `prerenderedFile`): `/register/purchaser` in vi is
 * `prerendered/register.purchaser.vi.html`.
 */
const prerenderedFile = (drawnAt: string, request: FastifyRequest) =>
  `prerendered/${drawnAt.slice(1).replaceAll('/', '.')}.${pageLocale(request)}.html`;

/**
 * The folder of the host's dist with the renderers the server runs (shared-contracts/build/webpack-common.mjs
 * SERVER_RENDER_DIR): server code, never sent to a browser.
 */
const SERVER_RENDER_DIR = 'ssr/';
const MALL_RENDERER = `${SERVER_RENDER_DIR}mall-render.cjs`;

/** Paths the API owns: an unknown one stays a JSON 404, never the host page. */
const API_ROOTS = ['/api', '/auth', '/avatar'];

function isApiPath(urlPath: string): boolean {
  return API_ROOTS.some((root) => urlPath === root || urlPath.startsWith(`${root}/`));
}

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
    if (!REMOTE_FOLDER.test(name) || !relative) return reply.callNotFound();
    return sendBuilt(reply, path.join(webRoot, `remote-${name}`, 'dist'), relative);
  });

  // Whether the mall document stands in for the portal's mall pages follows the registry (mall-document-gate.ts).
  const mallDocument = new RegistryValueCache(() => mallDocumentAllowed(app.db));
  app.sharedCaches.register(REMOTE_REGISTRY_CACHE, () => mallDocument.clear());

  // The mall document drawn at request time with its data (docs/shell-routing.md "The mall document"). Its requests
  // are answered by the server's own routes, as a visitor without a session would get them.
  const answer = async (method: string, pathWithQuery: string): Promise<RenderAnswer> => {
    if (method !== 'GET' || !isApiPath(pathWithQuery.split('?')[0] ?? '')) return { status: 404, contentType: 'application/json', body: '{}' };
    const res = await app.inject({ method: 'GET', url: pathWithQuery, headers: { accept: 'application/json' } });
    return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? 'application/json'), body: res.body };
  };
  const mallRenderer = new PageRenderer({
    bundle: path.join(hostRoot, MALL_RENDERER),
    exportName: 'renderMallPage',
    answer,
    onFailure: (failure) => app.log.warn({ failure }, `the mall document could not be drawn (${failure.kind}); sent as built`),
  });
  // Only a listening server: the tests that build the app to inject requests do not start one each.
  app.addHook('onListen', async () => {
    void mallRenderer.prepare();
  });
  app.addHook('onClose', () => mallRenderer.close());
  const templates = new BuiltFileText();
  const drawnPages = new DrawnPageCache();

  async function pageDocumentOf(request: FastifyRequest, urlPath: string): Promise<PageDocument | null> {
    if (urlPath === LOGIN_PATH) return { file: 'login.html', drawnAt: urlPath, drawnOnRequest: false };
    if (cookieValue(request.headers.cookie, TOKEN_COOKIE)) return null;
    if (REGISTER_PATHS.has(urlPath)) return { file: 'register.html', drawnAt: urlPath, drawnOnRequest: false };
    if (isMallDocumentPath(urlPath) && (await mallDocument.get().catch(() => false))) {
      // Each page is drawn here with its data; should that fail, the home has its copy drawn at build time (its
      // catalogue still loading), the others the document as built.
      const home = MALL_HOME_PATHS.includes(urlPath);
      return { file: 'mall.html', drawnAt: home ? '/mall' : null, drawnOnRequest: true };
    }
    return null;
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
    const pageDocument = await pageDocumentOf(request, urlPath);
    if (pageDocument?.drawnOnRequest) {
      const template = await templates.read(path.join(hostRoot, pageDocument.file));
      const address = request.url.startsWith('/') ? request.url : urlPath;
      const locale = pageLocale(request);
      const page = template === null ? null : await drawnPages.page(template, address, locale, () => mallRenderer.draw(template, address, locale));
      if (page !== null) return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(page);
    }
    if (pageDocument) {
      const drawn = pageDocument.drawnAt === null ? null : prerenderedFile(pageDocument.drawnAt, request);
      if (drawn && (await isFile(path.join(hostRoot, drawn)))) return sendBuilt(reply, hostRoot, drawn);
      if (await isFile(path.join(hostRoot, pageDocument.file))) return sendBuilt(reply, hostRoot, pageDocument.file);
    }
    // Client-side routes (/myCart, /register, /system/menu) load the host page, which routes them itself.
    return sendBuilt(reply, hostRoot, 'index.html');
  });
}
