import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import errorsPlugin from '../plugins/app/errors';
import { useTestServer } from '../../test/harness';
import { rows } from '../../test/rows';
import { isRetryableConflict, TRANSACTION_ATTEMPTS } from './retry-transaction';

/**
 * The safety net under the lock order (docs/orders.md "Lock order"): an outermost transaction that loses a deadlock or
 * a serialization race runs again, a bounded number of times, and a request that still loses answers 409. The
 * errors are the database's own (raised by PL/pgSQL with their SQLSTATE, or a real deadlock on PostgreSQL).
 */
const { server } = useTestServer();
const raise = (state: string) => sql.raw(`do $$ begin raise exception 'lost a race' using errcode = '${state}'; end $$`);

async function scratchTable(name: string): Promise<void> {
  await server.database.db.execute(sql`create table if not exists ${sql.identifier(name)} (id int primary key, n int not null default 0)`);
}

describe('a transaction that loses a race', () => {
  it.each(['40001', '40P01'])('runs again after %s, its first attempt rolled back', async (state) => {
    const table = `retry_once_${state.toLowerCase()}`;
    await scratchTable(table);
    let attempts = 0;
    const answer = await server.database.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into ${sql.identifier(table)} (id) values (${attempts})`);
      if (attempts === 1) await tx.execute(raise(state));
      return 'done';
    });
    expect(answer).toBe('done');
    expect(attempts).toBe(2);
    expect(await rows<{ id: number }>(server, sql`select id from ${sql.identifier(table)}`)).toEqual([{ id: 2 }]);
  });

  it('gives up after the bounded attempts and lets the error say why', async () => {
    let attempts = 0;
    const failing = server.database.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(raise('40001'));
    });
    await expect(failing).rejects.toSatisfy(isRetryableConflict);
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
  });

  it('retries the whole transaction when a savepoint inside it loses, never the savepoint alone', async () => {
    let outer = 0;
    let inner = 0;
    await server.database.db.transaction(async (tx) => {
      outer += 1;
      await tx.transaction(async (nested) => {
        inner += 1;
        if (outer === 1) await nested.execute(raise('40P01'));
      });
    });
    expect({ outer, inner }).toEqual({ outer: 2, inner: 2 });
  });

  it('does not retry other errors', async () => {
    let attempts = 0;
    await expect(server.database.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`select 1 / 0`);
    })).rejects.toThrow();
    expect(attempts).toBe(1);
  });

  it('two transactions locking two rows in opposite orders both complete (a real deadlock on PostgreSQL)', async () => {
    const table = 'retry_deadlock';
    await scratchTable(table);
    await server.database.db.execute(sql`insert into ${sql.identifier(table)} (id) values (1), (2) on conflict do nothing`);
    const bump = (first: number, second: number) => server.database.db.transaction(async (tx) => {
      await tx.execute(sql`update ${sql.identifier(table)} set n = n + 1 where id = ${first}`);
      await tx.execute(sql`select pg_sleep(0.2)`);
      await tx.execute(sql`update ${sql.identifier(table)} set n = n + 1 where id = ${second}`);
    });
    await Promise.all([bump(1, 2), bump(2, 1)]);
    expect(await rows<{ id: number; n: number }>(server, sql`select id, n from ${sql.identifier(table)} order by id`))
      .toEqual([{ id: 1, n: 2 }, { id: 2, n: 2 }]);
  });
});

describe('a request whose transaction lost every attempt', () => {
  it('answers 409 error.concurrentUpdate, not 500', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.post('/lost', async () => {
      await server.database.db.transaction(async (tx) => { await tx.execute(raise('40P01')); });
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/lost' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: MessageKey.concurrentUpdate });
    await app.close();
  });
});
