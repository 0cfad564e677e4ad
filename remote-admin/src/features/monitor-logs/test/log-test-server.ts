import type { OpLog } from 'shared-contracts/api/op-logs';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';

const log = (id: number, extra: Partial<OpLog>): OpLog => ({
  id, logType: 'INFO', userId: 1, username: 'admin', method: 'POST', route: '/api/job', url: '/api/job', params: { body: { name: 'x' } },
  ip: '10.0.0.1', browser: 'Chrome 126 · Windows 10', status: 201, durationMs: 12, errorMessage: null,
  createTime: '2026-03-01T02:00:00.000Z', ...extra,
});

export const INFO_LOGS: OpLog[] = [
  log(2, { route: '/auth/login', url: '/auth/login', username: 'buyer', userId: null, status: 400, errorMessage: 'auth.badCredentials', params: { body: { username: 'buyer', password: '[redacted]' } } }),
  log(1, {}),
];
export const ERROR_LOGS: OpLog[] = [
  log(9, { logType: 'ERROR', route: '/api/users', url: '/api/users', status: 500, errorMessage: 'relation "sys_user" does not exist' }),
];

/** `api/logs` and `api/logs/error` over real HTTP, answering the fixtures whatever the filters. */
export async function startLogServer() {
  const page = (rows: OpLog[]) => ({ content: rows, totalElements: rows.length });
  const server = await startTestServer({
    '/api/logs': (_req, res) => json(res, 200, page(INFO_LOGS)),
    '/api/logs/error': (_req, res) => json(res, 200, page(ERROR_LOGS)),
    '/api/logs/error/9': (_req, res) => json(res, 200, { ...ERROR_LOGS[0], stack: 'Error: relation "sys_user" does not exist\n    at query (repo.ts:12:3)' }),
  });
  return { ...server, reset: () => undefined };
}
