import { loadConfig } from './config/env';
import { connectDatabase } from './db/connect';
import { DataDirLocked } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare';
import { buildApp } from './app';

const config = loadConfig();
const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((err: unknown) => {
  if (!(err instanceof DataDirLocked)) throw err;
  console.error(err.message);
  process.exit(1);
});
const admin = await prepareDatabase(config, database);
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
if (admin.created && admin.generatedPassword) {
  // Printed once, to the console only (never the log): it exists nowhere else.
  console.log(`No administrator existed, so account "admin" was created with the password: ${admin.generatedPassword}`);
  console.log('It is shown this once. Sign in and change it in the personal centre, or set ADMIN_PASSWORD before the first start.\n');
}
