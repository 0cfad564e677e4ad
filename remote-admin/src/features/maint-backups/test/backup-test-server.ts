import type { Backup, BackupDetail } from 'shared-contracts/api/backups';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';

const backup = (id: number, name: string, more: Partial<Backup> = {}): Backup => ({
  id, name, size: 1536 * 1024, kind: 'manual', tableCount: 35, rowCount: 1200, createdBy: 'admin', createTime: '2026-03-02T03:04:05Z', ...more,
});

export const seedBackups = (): Backup[] => [
  backup(2, 'backup-20260302-030405'),
  backup(1, 'backup-20260301-193000', { kind: 'scheduled', createdBy: null, size: 800 }),
];

/** The backup routes (server/src/modules/backups) over real HTTP; restores recorded with their confirmation. */
export async function startBackupServer() {
  const state = { backups: seedBackups(), restores: [] as unknown[], serverLevel: '14:abc', allData: true };
  const reset = () => Object.assign(state, { backups: seedBackups(), restores: [], serverLevel: '14:abc', allData: true });
  const detail = (b: Backup): BackupDetail => ({
    ...b, takenAt: b.createTime, migrationLevel: '14:abc', serverMigrationLevel: state.serverLevel,
    tables: [{ name: 'sys_user', rows: 12 }, { name: 'mall_order', rows: 40 }],
  });
  const routes: Record<string, Route> = {
    '/api/roles/level': (_req, res) => json(res, 200, { level: 1, allData: state.allData }),
    '/api/database/backups': (req, res) => (req.method === 'POST'
      ? json(res, 201, backup(3, 'backup-20260303-000000'))
      : json(res, 200, { content: state.backups, totalElements: state.backups.length })),
  };
  for (const b of seedBackups()) {
    routes[`/api/database/backups/${b.id}`] = (_req, res) => json(res, 200, detail(b));
    routes[`/api/database/backups/${b.id}/restore`] = (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        state.restores.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        json(res, 200, { tableCount: 35, rowCount: 1200 });
      });
    };
  }
  const server = await startTestServer(routes);
  return { ...server, state, reset };
}
