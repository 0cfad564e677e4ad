import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobPageSchema, jobSchema } from 'shared-contracts/api/jobs';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';

const { server, tokens } = useTestServer({ signIn: ['admin'] });

const list = async (query = '') => jobPageSchema.parse((await server.call('GET', `/api/job${query}`, { token: tokens.admin })).body);
const save = (method: 'POST' | 'PUT', body: Record<string, unknown>) => server.call(method, '/api/job', { token: tokens.admin, body });

describe('api/job', () => {
  it('pages the seeded jobs by sort, in three languages, and filters by name and enabled', async () => {
    const page = await list('?size=100');
    expect(page.content.slice(0, 3).map((j) => j.name)).toEqual(['总经理', '系统管理员', '运营主管']);
    expect(page.content[0]?.nameI18n).toEqual({ cn: '总经理', en: 'General manager', vi: 'Tổng giám đốc' });
    expect((await list('?name=thu')).content.map((j) => j.nameI18n.en)).toEqual(['Cashier', 'Purchasing agent', 'Warehouse keeper']);
    expect((await list('?name=Cashier')).content.map((j) => j.name)).toEqual(['出纳']);
    expect((await list('?name=%25')).totalElements).toBe(0);
    const second = await list('?page=1&size=4');
    expect(second.content.map((j) => j.id)).toEqual(page.content.slice(4, 8).map((j) => j.id));
    expect(second.totalElements).toBe(page.totalElements);
  });

  it('creates, edits and deletes a job', async () => {
    const created = await save('POST', { name: '质检员', nameI18n: { en: 'Quality inspector', vi: 'Nhân viên kiểm tra chất lượng' }, jobSort: 11 });
    expect(created.status).toBe(201);
    const job = jobSchema.parse(created.body);
    expect(job).toMatchObject({ name: '质检员', enabled: true, jobSort: 11 });
    const edited = await save('PUT', { id: job.id, name: '质检主管', enabled: false, jobSort: 12 });
    expect(jobSchema.parse(edited.body)).toMatchObject({ name: '质检主管', enabled: false, nameI18n: {} });
    expect((await list('?enabled=false')).content.map((j) => j.name)).toEqual(['质检主管']);
    expect((await server.call('DELETE', '/api/job', { token: tokens.admin, body: [job.id] })).body).toEqual({ ok: true });
    expect(await countRows(server, 'sys_job', sql`id = ${job.id}`)).toBe(0);
  });

  it('refuses a taken name, unknown ids, and deleting a job in use (all or none)', async () => {
    expect((await save('POST', { name: '总经理' })).body).toEqual({ status: 409, message: MessageKey.sysJobNameTaken });
    expect((await save('PUT', { id: 999999, name: '无' })).body).toEqual({ status: 404, message: MessageKey.sysJobNotFound });
    expect((await server.call('DELETE', '/api/job', { token: tokens.admin, body: [999999] })).body).toEqual({ status: 404, message: MessageKey.sysJobNotFound });
    const [held] = await rows<{ job_id: number }>(server, sql`select job_id from sys_users_jobs limit 1`);
    const spare = jobSchema.parse((await save('POST', { name: '临时岗位' })).body);
    expect((await server.call('DELETE', '/api/job', { token: tokens.admin, body: [spare.id, held?.job_id] })).body).toEqual({ status: 400, message: MessageKey.sysJobInUse });
    expect(await countRows(server, 'sys_job', sql`id = ${spare.id}`)).toBe(1);
  });

  it('of two creates of one name at once, one is made and the other refused', async () => {
    const answers = await Promise.all([save('POST', { name: '双击岗位' }), save('POST', { name: '双击岗位' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('refuses bad input with 400 and a message key, never 500', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, MessageKey.required],
      [{ name: 'x'.repeat(61) }, MessageKey.tooLong],
      [{ name: '岗位', jobSort: 100000 }, MessageKey.invalidNumber],
      [{ name: '岗位', enabled: 1 }, MessageKey.badRequest],
    ];
    for (const [input, key] of cases) {
      const res = await save('POST', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.message, JSON.stringify(input)).toBe(key);
    }
    expect((await server.call('GET', '/api/job?enabled=1', { token: tokens.admin })).status).toBe(400);
    expect((await server.call('DELETE', '/api/job', { token: tokens.admin, body: [] })).status).toBe(400);
  });
});
