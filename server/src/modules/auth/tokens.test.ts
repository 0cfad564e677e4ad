import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { DEAD_TOKEN_RETENTION_DAYS, purgeDeadTokens } from './tokens';

const { server } = useTestServer();

/** A token row of the demo buyer whose absolute end lies `days` from now (negative: in the past). */
async function tokenEndingIn(days: number, hash: string): Promise<void> {
  await server.database.db.execute(sql`
    insert into auth_token (token_hash, user_id, remember_me, expires_at)
    select ${hash}, id, true, now() + make_interval(days => ${days}) from sys_user where username = 'buyer'`);
}

describe('dead tokens', () => {
  it(`are deleted ${DEAD_TOKEN_RETENTION_DAYS} days after their end, and only those`, async () => {
    await tokenEndingIn(-(DEAD_TOKEN_RETENTION_DAYS + 1), 'purge-old');
    await tokenEndingIn(-(DEAD_TOKEN_RETENTION_DAYS - 1), 'purge-recent');
    await tokenEndingIn(1, 'purge-live');
    const token = await server.login('buyer');

    expect(await purgeDeadTokens(server.database.db)).toBe(1);
    const left = await rows<{ token_hash: string }>(server, sql`select token_hash from auth_token where token_hash like 'purge-%' order by token_hash`);
    expect(left.map((r) => r.token_hash)).toEqual(['purge-live', 'purge-recent']);
    // Idempotent (several server processes may purge at once), and sessions in use are untouched.
    expect(await purgeDeadTokens(server.database.db)).toBe(0);
    expect((await server.call('GET', '/auth/info', { token })).status).toBe(200);
    expect(await countRows(server, 'auth_token', sql`token_hash like 'purge-%'`)).toBe(2);
  });
});
