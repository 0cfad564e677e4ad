import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taskListSchema, taskRunPageSchema, taskSchema } from 'shared-contracts/api/scheduled-tasks';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { makeStaff } from '../../../test/staff-factory';
import { readyApp } from '../../plugins/app/jobs-test-kit';
import { TestClock } from '../../plugins/app/jobs-clock';
import { PURGE_DEAD_TOKENS_TASK } from '../auth/token-purge-task';
import { RETURN_STOCK_SWEEP } from '../stock/return-stock';

const clock = new TestClock();
const { server, tokens } = useTestServer({ signIn: ['admin', 'operator'], clock });

const list = async () => taskListSchema.parse((await server.call('GET', '/api/tasks', { token: tokens.admin })).body);
const taskOf = async (name: string) => (await list()).find((t) => t.name === name);
const put = (name: string, action: 'pause' | 'resume') => server.call('PUT', `/api/tasks/${name}/${action}`, { token: tokens.admin });
const scheduleRows = async (name: string) => (await rows<{ cron: string }>(server, sql`select cron from pgboss.schedule where name = ${name}`)).length;

describe('api/tasks', () => {
  it('lists the token purge and the stock sweep with their cron and next run', async () => {
    const tasks = await list();
    const purge = tasks.find((t) => t.name === PURGE_DEAD_TOKENS_TASK);
    expect(purge).toMatchObject({ cron: '7 * * * *', timezone: 'UTC', paused: false });
    expect(Date.parse(purge?.nextRunAt ?? '')).toBeGreaterThan(clock.now().getTime());
    expect(new Date(purge?.nextRunAt ?? '').getUTCMinutes()).toBe(7);
    const sweep = tasks.find((t) => t.name === RETURN_STOCK_SWEEP);
    expect(sweep).toMatchObject({ cron: '*/10 * * * *', paused: false });
    expect(sweep?.nextRunAt).not.toBeNull();
    expect(tasks.find((t) => t.name === 'maint.nightly-backup')).toMatchObject({ cron: '30 2 * * *', timezone: 'Asia/Ho_Chi_Minh' });
  });

  it('pauses (next run null, schedule row gone, still paused after a restart) and resumes', async () => {
    const paused = taskSchema.parse((await put(PURGE_DEAD_TOKENS_TASK, 'pause')).body);
    expect(paused).toMatchObject({ name: PURGE_DEAD_TOKENS_TASK, paused: true, nextRunAt: null });
    expect(await scheduleRows(PURGE_DEAD_TOKENS_TASK)).toBe(0);
    const [setting] = await rows<{ paused: boolean; updated_by: string }>(server, sql`select paused, updated_by from sys_task_setting where name = ${PURGE_DEAD_TOKENS_TASK}`);
    expect(setting).toEqual({ paused: true, updated_by: 'admin' });

    // Another start of the queue (a restart, or a second process) declares the schedule again: it must stay paused.
    const second = await readyApp(server.database, { clock });
    try {
      await second.jobs.start();
      expect(await scheduleRows(PURGE_DEAD_TOKENS_TASK)).toBe(0);
      expect((await second.jobs.tasks()).find((t) => t.name === PURGE_DEAD_TOKENS_TASK)).toMatchObject({ paused: true, nextRunAt: null });
    } finally {
      await second.close();
    }
    expect(await taskOf(PURGE_DEAD_TOKENS_TASK)).toMatchObject({ paused: true, nextRunAt: null, cron: '7 * * * *' });

    const resumed = taskSchema.parse((await put(PURGE_DEAD_TOKENS_TASK, 'resume')).body);
    expect(resumed.paused).toBe(false);
    expect(resumed.nextRunAt).not.toBeNull();
    expect(await scheduleRows(PURGE_DEAD_TOKENS_TASK)).toBe(1);
  });

  it('runs a task now (also while paused) and shows the run in its log', async () => {
    await put(RETURN_STOCK_SWEEP, 'pause');
    const sent = await server.call('POST', `/api/tasks/${RETURN_STOCK_SWEEP}/run`, { token: tokens.admin });
    expect(sent.status).toBe(200);
    expect(sent.body.jobId).toEqual(expect.any(String));
    expect(await server.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const log = taskRunPageSchema.parse((await server.call('GET', `/api/tasks/${RETURN_STOCK_SWEEP}/runs?size=5`, { token: tokens.admin })).body);
    expect(log.totalElements).toBeGreaterThanOrEqual(1);
    const run = log.content.find((r) => r.id === sent.body.jobId);
    expect(run).toMatchObject({ state: 'completed', attempts: 1, error: null });
    expect(run?.durationMs).toEqual(expect.any(Number));
    expect(run?.finishedAt).not.toBeNull();
    expect((await taskOf(RETURN_STOCK_SWEEP))?.lastRun?.id).toBe(sent.body.jobId);
    await put(RETURN_STOCK_SWEEP, 'resume');
    const second = taskRunPageSchema.parse((await server.call('GET', `/api/tasks/${RETURN_STOCK_SWEEP}/runs?page=1&size=1`, { token: tokens.admin })).body);
    expect(second.totalElements).toBe(log.totalElements);
  });

  it('keeps a failing handler’s error in the run log', async () => {
    // A second app on the same database declares a task that fails (the app under test has none).
    const other = await readyApp(server.database, {
      clock,
      declare: async (app) => {
        app.jobs.handle('test.always-fails', async () => { throw new Error('the disk is full'); });
        await app.jobs.schedule('test.always-fails', '0 3 * * *');
      },
    });
    try {
      const sent = await other.inject({ method: 'POST', url: '/api/tasks/test.always-fails/run', headers: { authorization: `Bearer ${tokens.admin}` } });
      expect(sent.statusCode).toBe(200);
      expect(await other.jobs.runDue()).toBe(1);
      const answer = await other.inject({ method: 'GET', url: '/api/tasks/test.always-fails/runs', headers: { authorization: `Bearer ${tokens.admin}` } });
      const [run] = taskRunPageSchema.parse(answer.json()).content;
      expect(run).toMatchObject({ state: 'retry', error: 'the disk is full', attempts: 1 });
    } finally {
      await other.close();
    }
  });

  it('answers 404 for an unknown task and 400 for a bad page', async () => {
    for (const [method, path] of [['PUT', 'pause'], ['PUT', 'resume'], ['POST', 'run'], ['GET', 'runs']] as const) {
      const res = await server.call(method, `/api/tasks/no.such-task/${path}`, { token: tokens.admin });
      expect(res.body, path).toEqual({ status: 404, message: MessageKey.maintTaskNotFound });
    }
    expect((await server.call('GET', `/api/tasks/${RETURN_STOCK_SWEEP}/runs?size=0`, { token: tokens.admin })).status).toBe(400);
  });

  it('needs timing:list to read and timing:edit to act (operator 403)', async () => {
    const reads = [['GET', '/api/tasks'], ['GET', `/api/tasks/${RETURN_STOCK_SWEEP}/runs`]] as const;
    const writes = [['PUT', `/api/tasks/${RETURN_STOCK_SWEEP}/pause`], ['PUT', `/api/tasks/${RETURN_STOCK_SWEEP}/resume`], ['POST', `/api/tasks/${RETURN_STOCK_SWEEP}/run`]] as const;
    const reader = await makeStaff(server, { username: 'timing_reader', permissions: ['timing:list'] });
    const editor = await makeStaff(server, { username: 'timing_editor', permissions: ['timing:edit'] });
    for (const [method, path] of [...reads, ...writes]) {
      expect((await server.call(method, path)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await server.call(method, path, { token: tokens.operator })).status, `${method} ${path} operator`).toBe(403);
    }
    for (const [method, path] of reads) {
      expect((await server.call(method, path, { token: reader.token })).status).toBe(200);
      expect((await server.call(method, path, { token: editor.token })).status).toBe(403);
    }
    for (const [method, path] of writes) {
      expect((await server.call(method, path, { token: reader.token })).status).toBe(403);
      expect((await server.call(method, path, { token: editor.token })).status).toBe(200);
    }
  });
});
