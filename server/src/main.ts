import { loadConfig } from './config/env';
import { connectDatabase } from './db/connect';
import { DataDirLocked } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import path from 'node:path';
import { seedDemo } from './seed/demo';
import { LocalDiskStorage } from './plugins/app/storage';
import { buildApp } from './app';

const config = loadConfig();
const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((err: unknown) => {
  if (!(err instanceof DataDirLocked)) throw err;
  console.error(err.message);
  process.exit(1);
});
await runMigrations(database);
// The catalogue's pictures go where app.storage will read them (plugins/app/storage.ts: <DATA_DIR>/uploads).
if (config.seedDemo) await seedDemo(database.db, { storage: new LocalDiskStorage(path.join(config.dataDir, 'uploads')) });
const app = await buildApp(config, database);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
console.log(`\nProcurement portal is running at ${url}  (database: ${database.driver})`);
if (config.seedDemo) {
  console.log('Demo accounts (password 123456): admin (administrator), operator (operations staff), buyer (purchaser)\n');
}
