import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { migratedDatabase, readyApp } from './jobs-test-kit';
import { LOG_FLUSH_MS } from './operation-log';

let db: Awaited<ReturnType<typeof migratedDatabase>>;
beforeAll(async () => { db = await migratedDatabase(); });
afterAll(async () => { await db?.close(); });

const logged = async () => queryRows<{ route: string; status: number }>(db.database.db, sql`select route, status from sys_log order by id`);

describe('the operation log plugin', () => {
  it('answers before the row is written, writes it within the interval, and flushes what waits when the app closes', async () => {
    const app = await readyApp(db.database);
    const first = await app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'nobody' } });
    expect(first.statusCode).toBe(400);
    // The answer has left; the row waits in memory.
    expect(await logged()).toEqual([]);
    await new Promise((r) => setTimeout(r, LOG_FLUSH_MS + 300));
    expect(await logged()).toEqual([{ route: '/auth/login', status: 400 }]);

    await app.inject({ method: 'DELETE', url: '/auth/logout' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(await logged()).toEqual([{ route: '/auth/login', status: 400 }, { route: '/auth/logout', status: 401 }]);
  });
});
