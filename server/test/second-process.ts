import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { connectDatabase, type Database } from '../src/db/connect';
import type { Clock } from '../src/plugins/app/jobs-clock';
import { testDriver, type TestServer } from './harness';

/**
 * A second server process on the file's database, for the describe block it is called in: its own pool on
 * PostgreSQL, the one client on PGlite, whose data belongs to one process (docs/jobs.md). `app()` answers it once
 * the block's tests run.
 */
export function useSecondProcess(server: TestServer, clock: Clock): { app: () => FastifyInstance } {
  let second: FastifyInstance | undefined;
  let secondDb: Database | null = null;
  beforeAll(async () => {
    secondDb = testDriver === 'postgres' ? await connectDatabase({ databaseUrl: server.config.databaseUrl, dataDir: null }) : null;
    second = await buildApp(server.config, secondDb ?? server.database, { clock, ownsDatabase: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
  });
  return {
    app: () => {
      if (!second) throw new Error('the second process starts in beforeAll');
      return second;
    },
  };
}
