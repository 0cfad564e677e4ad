import type { RemoteEvent, RemoteVersion } from 'shared-contracts/api/deploy';
import type { Remote } from 'shared-contracts/api/remotes';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';
import { recordedWrite, type Answer, type Write } from '../../../test/recorded-writes';

const version = (id: number, v: string, more: Partial<RemoteVersion> = {}): RemoteVersion => ({
  id, remote: 'mall', version: v, source: 'upload', manifestUrl: `/remotes/mall/v/${v}/mf-manifest.json`, size: 1536 * 1024,
  fileCount: 42, exposes: ['./Landing', './Goods'], shared: [], uploadedBy: 'admin', createTime: '2026-03-02T03:04:05Z',
  problems: [], state: null, ...more,
});

export const seedVersions = (): RemoteVersion[] => [
  version(4, '1.3.0', { problems: [{ kind: 'sharedVersion', module: 'react', required: '^99.0.0', provided: '19.1.0' }] }),
  version(3, '1.2.0', { state: 'canary' }),
  version(2, '1.1.0', { state: 'active' }),
  version(1, '1.0.0', { state: 'previous', source: 'url', uploadedBy: null, size: 0, fileCount: 0 }),
];

export const seedEvents = (): RemoteEvent[] => [
  { id: 3, remote: 'mall', action: 'canary-start', version: '1.2.0', fromVersion: null, detail: { percent: 10, roles: ['buyer'] }, username: 'admin', createTime: '2026-03-03T10:00:00Z' },
  { id: 2, remote: 'mall', action: 'activate', version: '1.1.0', fromVersion: '1.0.0', detail: { overriddenMenus: [{ id: 9, title: 'Sourcing', component: 'mall/Sourcing' }] }, username: 'ops', createTime: '2026-03-02T10:00:00Z' },
  { id: 1, remote: 'mall', action: 'upload', version: '1.1.0', fromVersion: null, detail: null, username: 'ci-bot', createTime: '2026-03-02T09:00:00Z' },
];

const remote = (name: string): Remote => ({ name, manifestUrl: `/remotes/${name}/mf-manifest.json`, version: '1.0.0', enabled: true });

/**
 * The deploy and registry routes (server/src/modules/deploy, remotes) over real HTTP: lists from the state, every
 * write recorded and answered with `nextWrite` when a test set one (a refusal), else a success.
 */
export async function startDeployServer() {
  const state = { versions: seedVersions(), events: seedEvents(), writes: [] as Write[], nextWrite: null as Answer | null };
  const reset = () => Object.assign(state, { versions: seedVersions(), events: seedEvents(), writes: [], nextWrite: null });
  const forRemote = <T>(rows: T[]): Route => (req, res) => {
    const name = new URL(req.url ?? '', 'http://x').searchParams.get('remote');
    json(res, 200, name === 'mall' ? rows : []);
  };
  const answerRemote = recordedWrite(state, () => remote('mall'));
  const routes: Record<string, Route> = {
    '/api/remotes/all': (_req, res) => json(res, 200, [remote('mall'), remote('orders')]),
    '/api/deploy/versions': (req, res) => forRemote(state.versions)(req, res),
    '/api/deploy/events': (req, res) => forRemote(state.events)(req, res),
    '/api/deploy/upload': recordedWrite(state, () => version(5, '1.3.1', { remote: 'mall' }), 201),
    '/api/roles/all': (_req, res) => json(res, 200, ['admin', 'buyer', 'ops'].map((name, i) => ({ id: i + 1, name, title: name, titleI18n: { cn: name, en: name }, level: i + 1 }))),
  };
  for (const path of ['activate', 'rollback', 'canary', 'canary/promote', 'canary/abandon']) routes[`/api/remotes/mall/${path}`] = answerRemote;
  const server = await startTestServer(routes);
  return { ...server, state, reset };
}
