import { pageOfRows as pageOf } from 'shared-contracts/test-support/test-routes';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';
import { recordedWrite, type Answer, type Write } from '../../../test/recorded-writes';
import { seedDeptTree, seedJobs, seedMenuTree, seedRoles, seedUsers, userFixture } from './system-fixtures';

const seed = () => ({
  depts: seedDeptTree(), jobs: seedJobs(), roles: seedRoles(), users: seedUsers(), menuTree: seedMenuTree(), level: 0, allData: true,
});

/**
 * The System routes (server/src/modules/{admin-users,roles,depts,jobs}) over real HTTP with the contracts'
 * shapes: lists answered from the state (filtered where a test looks at it), writes recorded and answered with
 * `nextWrite` (a refusal, say) or a plain success.
 */
export async function startSystemServer() {
  const state = { ...seed(), writes: [] as Write[], nextWrite: null as Answer | null, failLists: false };
  const reset = () => Object.assign(state, seed(), { writes: [], nextWrite: null, failLists: false });

  const write = (success: (body: Record<string, unknown>) => unknown, status = 200) => recordedWrite(state, success, status);
  const read = (answer: (query: URLSearchParams) => unknown, writes: Partial<Record<string, Route>> = {}): Route => (req, res) => {
    const onWrite = writes[req.method ?? 'GET'];
    if (onWrite) return onWrite(req, res);
    if (state.failLists) return json(res, 500, { status: 500, message: 'error.internal' });
    json(res, 200, answer(new URL(req.url ?? '', 'http://x').searchParams));
  };
  const ok = () => ({ ok: true });
  const firstUser = () => state.users[1] ?? userFixture(2, 'operator');

  const routes: Record<string, Route> = {
    '/api/dept': read(() => ({ content: state.depts, totalElements: 5 }), {
      POST: write((b) => ({ ...state.depts[0], ...b, id: 99, children: undefined }), 201),
      PUT: write((b) => ({ ...state.depts[0], ...b, children: undefined })),
      DELETE: write(ok),
    }),
    '/api/job': read((q) => pageOf(state.jobs.filter((j) => !q.get('enabled') || String(j.enabled) === q.get('enabled')), q), {
      POST: write((b) => ({ ...state.jobs[0], ...b, id: 99 }), 201),
      PUT: write((b) => ({ ...state.jobs[0], ...b })),
      DELETE: write(ok),
    }),
    '/api/roles': read((q) => pageOf(state.roles, q), {
      POST: write((b) => ({ ...state.roles[2], ...b, id: 99, depts: [] }), 201),
      PUT: write((b) => ({ ...state.roles[2], ...b, depts: [] })),
      DELETE: write(ok),
    }),
    '/api/roles/all': read(() => state.roles.map(({ id, name, title, titleI18n, level }) => ({ id, name, title, titleI18n, level }))),
    '/api/roles/level': read(() => ({ level: state.level, allData: state.allData })),
    '/api/roles/menu-tree': read(() => state.menuTree),
    '/api/roles/menu': write((b) => ({ ...state.roles.find((r) => r.id === b.id), menuIds: b.menuIds })),
    '/api/users': read((q) => pageOf(state.users.filter((u) => !q.get('enabled') || String(u.enabled) === q.get('enabled')), q), {
      POST: write((b) => ({ user: { ...firstUser(), id: 99, username: b.username }, generatedPassword: b.password ? null : 'Xk7mPq2wRt9z' }), 201),
      PUT: write((b) => ({ ...firstUser(), username: b.username, nickName: b.nickName })),
      DELETE: write(ok),
    }),
  };
  routes['/api/users/download'] = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    res.end(Buffer.from('PK fake xlsx'));
  };
  for (const u of seed().users) {
    routes[`/api/users/${u.id}/enabled`] = write((b) => ({ ...u, enabled: b.enabled }));
    routes[`/api/users/${u.id}/password`] = write((b) => ({ generatedPassword: b.password ? null : 'N3wPassw0rdA' }));
  }

  const server = await startTestServer(routes);
  const requested = (path: string) => server.requests.some((r) => r.url === path);
  const requestedLike = (pattern: RegExp) => server.requests.some((r) => pattern.test(r.url ?? ''));
  return { ...server, state, reset, requested, requestedLike };
}

export type SystemServer = Awaited<ReturnType<typeof startSystemServer>>;
