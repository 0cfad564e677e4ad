import type { RemoteHealth, RemoteVersion } from 'shared-contracts/api/deploy';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';
import { recordedWrite, type Answer, type Write } from '../../../test/recorded-writes';

const health = (name: string, more: Partial<RemoteHealth> = {}): RemoteHealth => ({
  name, enabled: true, manifestUrl: `/remotes/${name}/v/1.1.0/mf-manifest.json`, activeVersion: '1.1.0', canary: null,
  reachable: true, latencyMs: 42, lastDeploy: null, failures: [], failuresSinceActivation: 0, ...more,
});

export const seedHealth = (): RemoteHealth[] => [
  health('mall', {
    canary: { version: '1.2.0', percent: 10, roles: ['buyer'] },
    lastDeploy: { action: 'activate', version: '1.1.0', username: 'ops', createTime: '2026-03-03T10:00:00Z' },
    failures: [
      { version: '1.1.0', count: 3, lastTime: '2026-03-03T10:30:00Z', kinds: ['chunk', 'render'] },
      { version: '1.0.0', count: 1, lastTime: '2026-03-03T09:50:00Z', kinds: ['manifest'] },
    ],
    failuresSinceActivation: 3,
  }),
  health('partner', { manifestUrl: 'https://cdn.example.com/partner/mf-manifest.json', activeVersion: '0.1.0', reachable: false, latencyMs: null, enabled: false }),
];

const version = (id: number, v: string, state: RemoteVersion['state']): RemoteVersion => ({
  id, remote: 'mall', version: v, source: 'upload', manifestUrl: `/remotes/mall/v/${v}/mf-manifest.json`, size: 1000, fileCount: 3,
  exposes: ['./Landing'], shared: [], uploadedBy: 'admin', createTime: '2026-03-02T03:04:05Z', problems: [], state,
});

/** The health, CSP report and registry routes (server/src/modules/remote-health, remotes, deploy) over real HTTP. */
export async function startRemotesServer() {
  const state = { health: seedHealth(), writes: [] as Write[], nextWrite: null as Answer | null };
  const reset = () => Object.assign(state, { health: seedHealth(), writes: [], nextWrite: null });
  const remote = { name: 'mall', manifestUrl: '/remotes/mall/v/1.0.0/mf-manifest.json', version: '1.0.0', enabled: true };
  const routes: Record<string, Route> = {
    '/api/remotes/health': (_req, res) => json(res, 200, state.health),
    '/api/security/csp-reports': (_req, res) => json(res, 200, [
      { id: 2, documentUri: 'http://portal.example/mall', blockedUri: 'https://evil.example/x.js', directive: 'script-src-elem', createTime: '2026-03-03T10:40:00Z' },
      { id: 1, documentUri: null, blockedUri: null, directive: null, createTime: '2026-03-03T10:00:00Z' },
    ]),
    '/api/remotes': recordedWrite(state, (b) => b),
    '/api/remotes/register-url': recordedWrite(state, (b) => ({ ...remote, name: b.name, manifestUrl: b.manifestUrl, version: b.version })),
    '/api/deploy/versions': (_req, res) => json(res, 200, [version(3, '1.2.0', 'canary'), version(2, '1.1.0', 'active'), version(1, '1.0.0', 'previous')]),
    '/api/remotes/mall/rollback': recordedWrite(state, () => remote),
  };
  const server = await startTestServer(routes);
  return { ...server, state, reset };
}
