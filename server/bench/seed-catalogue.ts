import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../src/db/connect';
import { runMigrations } from '../src/db/migrate';
import { LocalDiskStorage } from '../src/plugins/app/storage';
import { seedCatalogue } from '../src/seed/catalogue';

/**
 * The demo catalogue's seed time (docs/mall-search.md "Seed"): the 2,000 demo goods and their pictures into a fresh
 * in-memory PGlite and a temporary upload folder, as `npm start` does on a new data directory. Prints the wall time,
 * the process's CPU time (libvips' threads included) and what was written. Run: `npx tsx bench/seed-catalogue.ts`.
 */
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-bench-'));
const database = await connectDatabase({ databaseUrl: null, dataDir: null });
await runMigrations(database);
const cpu = process.cpuUsage();
const started = performance.now();
const { inserted } = await seedCatalogue(database.db, new LocalDiskStorage(uploads));
const wallMs = performance.now() - started;
const used = process.cpuUsage(cpu);
const files = fs.readdirSync(path.join(uploads, 'mall'), { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(f.parentPath, f.name)).size, 0);
console.log(JSON.stringify({ inserted, wallMs: Math.round(wallMs), cpuMs: Math.round((used.user + used.system) / 1000), files: files.length, kib: Math.round(bytes / 1024) }));
await database.close();
fs.rmSync(uploads, { recursive: true, force: true });
