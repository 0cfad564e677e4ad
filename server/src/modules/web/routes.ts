import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { TOKEN_COOKIE } from 'shared-contracts/api/auth-login';
import { registrationKinds } from 'shared-contracts/api/auth';
import { cacheControlFor } from './cache-policy';
import { cookieValue } from './cookie-value';
import { pageLocale } from './page-locale';
import { safeRelativePath } from './safe-path';

/** `mall`, or a side-by-side build such as `mall-1.2.0` kept for rollback; one folder name, never a path. */
const REMOTE_FOLDER = /^[a-z][a-z0-9._-]*$/;

/**
 * The public pages built as documents of their own (host-shell's page documents, docs/performance.md "The login
 * document"): a browser opening /login gets login.html, and a visitor without a session opening /register or
 * /register/<kind> gets register.html, instead of the portal's page. A signed-in user's /register stays the
 * portal's (its router decides). A host built without them (its dev build, an older deployment) still serves
 * these paths from index.html, whose router draws the same pages.
 */
const LOGIN_PATH = '/login';
const LOGIN_DOCUMENT = 'login.html';
const REGISTER_DOCUMENT = 'register.html';
const REGISTER_PATHS = new Set(['/register', ...registrationKinds.map((kind) => `/register/${kind}`)]);

function pageDocumentOf(request: FastifyRequest, urlPath: string): string | null {
  if (urlPath === LOGIN_PATH) return LOGIN_DOCUMENT;
  if (REGISTER_PATHS.has(urlPath) && !cookieValue(request.headers.cookie, TOKEN_COOKIE)) return REGISTER_DOCUMENT;
  return null;
}

/**
 * The page document drawn at build time at this address in the visitor's language
 * (shared-contracts/build/webpack-common.mjs `prerenderedFile`): `/register/purchaser` in vi is
 * `prerendered/register.purchaser.vi.html`. Only called for the page documents' own addresses.
 */
const prerenderedFile = (urlPath: string, request: FastifyRequest) =>
  `prerendered/${urlPath.slice(1).replaceAll('/', '.')}.${pageLocale(request)}.html`;

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

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = pathOf(request);
    if (isApiPath(urlPath)) return reply.callNotFound();
    const relative = urlPath === '/' ? null : safeRelativePath(urlPath);
    if (relative && (await isFile(path.join(hostRoot, relative)))) return sendBuilt(reply, hostRoot, relative);
    if (!acceptsHtml(request)) return reply.callNotFound();
    const pageDocument = pageDocumentOf(request, urlPath);
    if (pageDocument) {
      // The copy drawn in the visitor's language differs by these two headers.
      reply.header('vary', 'cookie, accept-language');
      const drawn = prerenderedFile(urlPath, request);
      if (await isFile(path.join(hostRoot, drawn))) return sendBuilt(reply, hostRoot, drawn);
      if (await isFile(path.join(hostRoot, pageDocument))) return sendBuilt(reply, hostRoot, pageDocument);
    }
    // Client-side routes (/myCart, /register, /system/menu) load the host page, which routes them itself.
    return sendBuilt(reply, hostRoot, 'index.html');
  });
}
