import { compatibleBuild } from '../../src/modules/deploy/deploy-server-kit';
import { remoteZip } from '../../src/modules/deploy/test-kit';
import { download, ok, upload, type Cast } from './tour-kit';

/**
 * Running the portal: the remote registry with uploaded versions, activation, canaries and rollback, a version
 * registered by URL, the browsers' reports; and database backups down to a restore, which comes last (it puts
 * back the data of its moment).
 */
export async function remotesTour({ server, admin }: Cast, manifestOrigin: string): Promise<void> {
  const build = await compatibleBuild(server, 'mall');
  for (const version of ['2.0.0', '2.1.0']) {
    await upload(server, '/api/deploy/upload', admin, { bytes: remoteZip(build), type: 'application/zip', name: 'dist.zip' }, { name: 'mall', version });
  }
  await ok(server, 'POST', '/api/remotes/mall/activate', admin, { version: '2.0.0' });
  await ok(server, 'POST', '/api/remotes/mall/canary', admin, { version: '2.1.0', percent: 20, roles: ['operator'] });
  await ok(server, 'POST', '/api/remotes/mall/canary/abandon', admin);
  await ok(server, 'POST', '/api/remotes/mall/canary', admin, { version: '2.1.0', percent: 50 });
  await ok(server, 'POST', '/api/remotes/mall/canary/promote', admin, {});
  await ok(server, 'POST', '/api/remotes/mall/rollback', admin, {});
  await ok(server, 'GET', '/api/deploy/versions?remote=mall', admin);
  await ok(server, 'GET', '/api/deploy/events?remote=mall', admin);
  await ok(server, 'POST', '/api/remotes/register-url', admin, {
    name: 'logistics', version: '1.0.0', manifestUrl: `${manifestOrigin}/logistics/1.0.0/mf-manifest.json`, activate: true,
  });
  const remotes = await ok(server, 'GET', '/api/remotes/all', admin);
  const logistics = remotes.find((r: { name: string }) => r.name === 'logistics');
  await ok(server, 'PUT', '/api/remotes', admin, { name: logistics.name, manifestUrl: logistics.manifestUrl, version: logistics.version, enabled: false });
  await ok(server, 'GET', '/api/remotes/health', admin);
  await ok(server, 'GET', '/api/security/csp-reports', admin);
}

export async function backupsTour({ server, admin }: Cast): Promise<void> {
  const backup = await ok(server, 'POST', '/api/database/backups', admin);
  await ok(server, 'GET', '/api/database/backups', admin);
  await ok(server, 'GET', `/api/database/backups/${backup.id}`, admin);
  const file = await download(server, `/api/database/backups/${backup.id}/download`, admin);
  const uploaded = await upload(server, '/api/database/upload', admin, { bytes: file, type: 'application/gzip', name: 'tour.json.gz' });
  await ok(server, 'DELETE', `/api/database/backups/${backup.id}`, admin);
  await ok(server, 'POST', `/api/database/backups/${uploaded.id}/restore`, admin, { confirm: uploaded.name });
}
