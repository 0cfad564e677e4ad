/**
 * The service worker: the only part holding the token (chrome.storage.local, closed to content scripts) and the only
 * part making network requests, to the connected portal's origin only. Content scripts ask it to send; the options
 * page asks it to connect. Nothing it answers holds the token.
 */
import '../shared/zod-without-eval';
import { collectSessionSchema } from 'shared-contracts/api/collect-extension';
import { decodeConnectionCode, originPattern } from '../shared/connection-code';
import { LOCAL_FAILURES, type ConnectAnswer, type Request, type SendAnswer, type Status } from '../shared/protocol';
import { fetchSession, sendItem, type Connection } from './portal-client';

// Content scripts may read chrome.storage.local by default; the token is for this worker and the options page only.
void chrome.storage.local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined);

async function storedConnection(): Promise<Connection | null> {
  const { connection } = await chrome.storage.local.get('connection');
  const c = connection as Partial<Connection> | undefined;
  return typeof c?.portal === 'string' && typeof c.token === 'string' ? { portal: c.portal, token: c.token } : null;
}

const mayReach = (portal: string) => chrome.permissions.contains({ origins: [originPattern(portal)] });

async function status(): Promise<Status> {
  const connection = await storedConnection();
  const session = collectSessionSchema.safeParse((await chrome.storage.local.get('session')).session);
  return connection && session.success ? { connected: true, portal: connection.portal, session: session.data } : { connected: false };
}

async function connect(code: string): Promise<ConnectAnswer> {
  const connection = decodeConnectionCode(code);
  if (!connection) return { ok: false, status: 0, key: LOCAL_FAILURES.codeInvalid };
  // The options page asked the buyer for this origin before sending the code; without it no request could be made.
  if (!(await mayReach(connection.portal))) return { ok: false, status: 0, key: LOCAL_FAILURES.permission };
  const session = await fetchSession(connection);
  if (!session.ok) return session;
  await chrome.storage.local.set({ connection, session: session.value });
  return { ok: true, portal: connection.portal, session: session.value };
}

async function disconnect(): Promise<Status> {
  const connection = await storedConnection();
  await chrome.storage.local.remove(['connection', 'session']);
  // The portal's origin is not needed any more: the browser is told so (the token itself is revoked in the portal).
  if (connection) await chrome.permissions.remove({ origins: [originPattern(connection.portal)] }).catch(() => false);
  return { connected: false };
}

async function send(payload: Extract<Request, { type: 'send' }>['payload']): Promise<SendAnswer> {
  const connection = await storedConnection();
  if (!connection) return { ok: false, status: 0, key: LOCAL_FAILURES.notConnected };
  if (!(await mayReach(connection.portal))) return { ok: false, status: 0, key: LOCAL_FAILURES.permission };
  const sent = await sendItem(connection, payload);
  if (!sent.ok) return sent;
  const path = sent.value.portalPath.startsWith('/') ? sent.value.portalPath : `/${sent.value.portalPath}`;
  return { ok: true, result: sent.value, link: new URL(path, connection.portal).toString() };
}

const fromExtensionPage = (sender: chrome.runtime.MessageSender) =>
  sender.id === chrome.runtime.id && (sender.url ?? '').startsWith(chrome.runtime.getURL(''));

async function handle(request: Request, sender: chrome.runtime.MessageSender): Promise<unknown> {
  if (sender.id !== chrome.runtime.id) return undefined;
  switch (request.type) {
    case 'status': return status();
    case 'send': return send(request.payload);
    case 'openOptions': return chrome.runtime.openOptionsPage();
    // Only the extension's own settings page may connect or disconnect, never a content script on a visited site.
    case 'connect': return fromExtensionPage(sender) ? connect(request.code) : undefined;
    case 'disconnect': return fromExtensionPage(sender) ? disconnect() : undefined;
    default: return undefined;
  }
}

chrome.runtime.onMessage.addListener((request: Request, sender, sendResponse) => {
  void handle(request, sender).then(sendResponse, () => sendResponse({ ok: false, status: 0, key: LOCAL_FAILURES.network }));
  return true; // answered asynchronously
});

chrome.action.onClicked.addListener(() => { void chrome.runtime.openOptionsPage(); });
