// Writes the OpenAPI document the running server serves (at /api/docs/json) to a file, without a port or
// a database on disk: `npm run lint` checks it with Redocly, and integrators generate clients from it.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connect';
import { runMigrations } from '../src/db/migrate';

const out = path.resolve(process.argv[2] ?? 'openapi.json');
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' });
const database = await connectDatabase({ databaseUrl: null, dataDir: null });
// Start-up reads what the server keeps in its database (the payment notification key), so the schema must be there.
await runMigrations(database);
const app = await buildApp(config, database);
await app.ready();
fs.writeFileSync(out, JSON.stringify(app.swagger(), null, 2));
await app.close();
console.log(`OpenAPI document written to ${out}`);
