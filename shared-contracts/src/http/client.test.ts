import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z, ZodError } from 'zod';
import * as zm from 'zod/mini';
import { TOKEN_COOKIE } from '../api/auth';
import { MessageKey } from '../api/message-keys';
import { getRoles, getToken, logoutLocal, setLogin } from '../session/session-store';
import { json, startTestServer } from '../test-support/test-server';
import { userFixture } from '../test-support/user-fixture';
import { configureHttp, DEFAULT_TIMEOUT_MS, ERROR_TOAST_MS, getJson, http, postJson, resetHttpConfig } from './client';
import { httpSettings } from './http-config';
import { downloadBlob, DownloadRefusedError } from './download';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    '/api/echo': (req, res) => json(res, 200, { authorization: req.headers.authorization ?? null, method: req.method }),
    '/api/unauthorized': (_req, res) => json(res, 401, { status: 401, message: MessageKey.tokenExpired }),
    '/api/forbidden': (_req, res) => json(res, 403, { status: 403, message: MessageKey.forbidden }),
    '/api/broken': (_req, res) => json(res, 500, { status: 500, message: MessageKey.internal }),
    '/api/legacy': (_req, res) => json(res, 400, { msg: 'dict.notFound' }),
    '/api/gateway': (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
    },
    '/api/slow': () => {}, // never answers
    '/api/drop': (req) => req.socket.destroy(),
    '/api/export': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(new Uint8Array([1, 2, 3]));
    },
    '/api/export-refused': (_req, res) => json(res, 200, { status: 400, message: MessageKey.dictNotFound }),
  });
});
afterAll(() => server.close());

const notify = vi.fn();
const onUnauthorized = vi.fn();
const onForbidden = vi.fn();
const translateServerMessage = vi.fn((key: string) => (key.startsWith('error.') || key.startsWith('dict.') ? `T:${key}` : undefined));

beforeEach(() => {
  vi.clearAllMocks();
  logoutLocal();
  Cookies.remove('point', { path: '/' });
  resetHttpConfig();
  configureHttp({ prefix: server.url, notify, onUnauthorized, onForbidden, translateServerMessage });
});

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (e: unknown) => e);

describe('requests', () => {
  it('sends the token as a Bearer header when logged in', async () => {
    setLogin({ token: 'tok-9', user: userFixture(), rememberMe: false });
    expect(await http.get('api/echo').json()).toEqual({ authorization: 'Bearer tok-9', method: 'GET' });
  });

  it('sends no Authorization header when anonymous', async () => {
    expect(await http.get('api/echo').json()).toEqual({ authorization: null, method: 'GET' });
  });

  it('sends JSON bodies as application/json', async () => {
    await http.post('api/echo', { json: { a: 1 } }).json();
    expect(server.requests.at(-1)?.headers['content-type']).toBe('application/json');
  });

  it('parses answers with the contract schema', async () => {
    const schema = z.object({ authorization: z.null(), method: z.literal('POST') });
    await expect(postJson(schema, 'api/echo', {})).resolves.toEqual({ authorization: null, method: 'POST' });
    const wrong = await failure(getJson(z.object({ authorization: z.string() }), 'api/echo'));
    expect(wrong).toBeInstanceOf(ZodError);
  });

  it('parses answers with zod/mini schemas too (the lean login page uses them)', async () => {
    const schema = zm.object({ authorization: zm.null(), method: zm.literal('GET') });
    await expect(getJson(schema, 'api/echo')).resolves.toEqual({ authorization: null, method: 'GET' });
    const wrong = await failure(getJson(zm.object({ authorization: zm.string() }), 'api/echo'));
    expect(wrong).toBeInstanceOf(z.core.$ZodError);
    expect((wrong as z.core.$ZodError).issues[0]?.path).toEqual(['authorization']);
  });

  it('times out after 1,200,000 ms unless configured, and uses the base path /', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(1_200_000);
    const seen: unknown[] = [];
    // Request hooks run after the client's own, so this init hook sees the timeout the client settled on.
    const record = { init: [(options: { timeout?: unknown }) => void seen.push(options.timeout)] };
    await http.get('api/echo', { hooks: record });
    configureHttp({ timeoutMs: 30_000 });
    await http.get('api/echo', { hooks: record });
    await http.get('api/echo', { hooks: record, timeout: 7000 });
    expect(seen).toEqual([1_200_000, 30_000, 7000]);
    resetHttpConfig();
    expect(httpSettings().prefix).toBe('/');
  });
});

describe('error catalogue', () => {
  it('401: clears the session, sets point=401 and calls onUnauthorized, without a toast', async () => {
    setLogin({ token: 'stale', user: userFixture(), rememberMe: true });
    const error = await failure(http.get('api/unauthorized'));
    expect(error).toMatchObject({ name: 'HTTPError' });
    expect(getToken()).toBeUndefined();
    expect(getRoles()).toEqual([]);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get('point')).toBe('401');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onForbidden).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('403: calls onForbidden and keeps the session', async () => {
    setLogin({ token: 'tok', user: userFixture(), rememberMe: false });
    await failure(http.get('api/forbidden'));
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok');
    expect(notify).not.toHaveBeenCalled();
  });

  it('other statuses: toasts the translated server key for 5 s', async () => {
    await failure(http.get('api/broken'));
    expect(translateServerMessage).toHaveBeenCalledWith('error.internal');
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', { text: 'T:error.internal' }, ERROR_TOAST_MS, undefined);
    expect(ERROR_TOAST_MS).toBe(5000);
  });

  it('shows the key itself when the host has no translation', async () => {
    translateServerMessage.mockReturnValueOnce(undefined);
    await failure(http.get('api/broken'));
    expect(notify).toHaveBeenCalledWith('error', { text: 'error.internal' }, 5000, undefined);
  });

  it('reads `msg` from bodies without `message`', async () => {
    await failure(http.get('api/legacy'));
    expect(notify).toHaveBeenCalledWith('error', { text: 'T:dict.notFound' }, 5000, undefined);
  });

  it('a status without a server message gets the request-failed text with the status', async () => {
    await failure(http.get('api/gateway'));
    expect(notify).toHaveBeenCalledWith('error', { id: 'error.requestFailed', values: { status: 502 } }, 5000, undefined);
  });

  it('timeout: toasts error.timeout', async () => {
    configureHttp({ timeoutMs: 150 });
    const error = await failure(http.get('api/slow'));
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', { id: 'error.timeout' }, 5000, undefined);
  });

  it("a request's own timeout wins over the configured one", async () => {
    const started = Date.now();
    await failure(http.get('api/slow', { timeout: 100 }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(notify).toHaveBeenCalledWith('error', { id: 'error.timeout' }, 5000, undefined);
  });

  it('no status (no response): toast titled Error', async () => {
    await failure(http.get('api/drop'));
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', { id: 'error.network' }, 5000, { id: 'error.title' });
  });

  it('a cancelled request is not a failure to toast', async () => {
    const controller = new AbortController();
    const pending = failure(http.get('api/slow', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('quiet requests toast nothing but still log out on 401', async () => {
    await failure(http.get('api/broken', { context: { quiet: true } }));
    expect(notify).not.toHaveBeenCalled();
    setLogin({ token: 'x', user: userFixture(), rememberMe: false });
    await failure(http.get('api/unauthorized', { context: { quiet: true } }));
    expect(getToken()).toBeUndefined();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('downloadBlob', () => {
  it('returns the file', async () => {
    const blob = await downloadBlob('api/export');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(notify).not.toHaveBeenCalled();
  });

  it('toasts a JSON answer in place of the file for 5 s and throws', async () => {
    const error = await failure(downloadBlob('api/export-refused'));
    expect(error).toBeInstanceOf(DownloadRefusedError);
    expect((error as DownloadRefusedError).body).toEqual({ status: 400, message: 'dict.notFound' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', { text: 'T:dict.notFound' }, 5000);
  });

  it('toasts a failed download once', async () => {
    await failure(downloadBlob('api/broken'));
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
