import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { TestClock } from '../../plugins/app/jobs-clock';
import { DEAD_TOKEN_RETENTION_DAYS } from './tokens';
import { PURGE_DEAD_TOKENS_CRON, PURGE_DEAD_TOKENS_TASK } from './token-purge-task';

const DAY = 24 * 60 * 60 * 1000;
const clock = new TestClock();
const { server } = useTestServer({ clock });

async function tokenEndingIn(days: number, hash: string): Promise<void> {
  await server.database.db.execute(sql`
    insert into auth_token (token_hash, user_id, remember_me, expires_at)
    select ${hash}, id, true, now() + make_interval(days => ${days}) from sys_user where username = 'buyer'`);
}
const left = async () =>
  (await rows<{ token_hash: string }>(server, sql`select token_hash from auth_token where token_hash like 'task-%' order by token_hash`))
    .map((r) => r.token_hash);

describe('the dead-token purge task', () => {
  it('is scheduled hourly and deletes, by the app clock, the tokens dead for a week', async () => {
    const task = (await server.app.jobs.tasks()).find((t) => t.name === PURGE_DEAD_TOKENS_TASK);
    expect(task).toMatchObject({ cron: PURGE_DEAD_TOKENS_CRON, lastRun: null });
    expect(task?.cron).toBe('7 * * * *');

    await tokenEndingIn(-(DEAD_TOKEN_RETENTION_DAYS + 1), 'task-old');
    await tokenEndingIn(1, 'task-live');
    const token = await server.login('buyer');

    await server.app.jobs.runNow(PURGE_DEAD_TOKENS_TASK);
    expect(await server.app.jobs.runDue()).toBe(1);
    expect(await left()).toEqual(['task-live']);
    expect((await server.call('GET', '/auth/info', { token })).status).toBe(200);

    // Nine days on, the token that ended a day after "now" has been dead for eight.
    // Every token ends within a day of its issue, so all of them, the session's too, are gone.
    clock.advance(9 * DAY);
    const all = await countRows(server, 'auth_token');
    await server.app.jobs.runNow(PURGE_DEAD_TOKENS_TASK);
    expect(await server.app.jobs.runDue()).toBe(1);
    expect(await countRows(server, 'auth_token')).toBe(0);

    const runs = await server.app.jobs.runs(PURGE_DEAD_TOKENS_TASK);
    expect(runs.map((r) => [r.state, r.output])).toEqual([['completed', { deleted: all }], ['completed', { deleted: 1 }]]);
    const after = (await server.app.jobs.tasks()).find((t) => t.name === PURGE_DEAD_TOKENS_TASK);
    expect(after?.lastRun).toMatchObject({ state: 'completed', output: { deleted: all } });
  });
});
