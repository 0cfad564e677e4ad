import type { IncomingMessage } from 'node:http';
import type { OnlineSession } from 'shared-contracts/api/online-users';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';

const session = (id: number, username: string, extra: Partial<OnlineSession> = {}): OnlineSession => ({
  id, userId: id * 10, username, nickName: `${username} nick`, dept: null, ip: '10.0.0.1', browser: 'Chrome 126', os: 'Windows 10',
  loginTime: '2026-03-01T02:00:00.000Z', lastActiveTime: '2026-03-01T02:30:00.000Z', rememberMe: false, current: false, kickable: true, ...extra,
});

const seed = () => [
  session(1, 'admin', { current: true, kickable: false }),
  session(2, 'buyer', { browser: 'Safari 17', os: 'iOS 17.5' }),
  session(3, 'operator'),
  session(4, 'boss', { kickable: false }),
];

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => { data += chunk.toString('utf8'); });
    req.on('end', () => resolve(data ? JSON.parse(data) : undefined));
  });
}

/** `api/auth/online` over real HTTP: the list from the state, kicks recorded and removing their sessions. */
export async function startOnlineServer() {
  const state = { sessions: seed(), kicks: [] as unknown[] };
  const server = await startTestServer({
    '/api/auth/online': (req, res) => {
      if (req.method === 'DELETE') {
        void readJson(req).then((ids) => {
          state.kicks.push(ids);
          state.sessions = state.sessions.filter((s) => !(ids as number[]).includes(s.id));
          json(res, 200, { ok: true });
        });
        return;
      }
      const q = new URL(req.url ?? '', 'http://x').searchParams;
      const filter = q.get('filter') ?? '';
      const rows = state.sessions.filter((s) => s.username.includes(filter));
      json(res, 200, { content: rows, totalElements: rows.length });
    },
    '/api/auth/online/download': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      res.end(Buffer.from('PK fake xlsx'));
    },
  });
  const reset = () => Object.assign(state, { sessions: seed(), kicks: [] });
  return { ...server, state, reset };
}
