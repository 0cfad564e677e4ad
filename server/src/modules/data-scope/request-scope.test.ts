import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { interestPageSchema, interestSchema } from 'shared-contracts/api/interests';
import { linkParseResultSchema, sourcingPageSchema } from 'shared-contracts/api/links';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { makeUser } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { deptIdOf, makeStaff, type Staff } from '../../../test/staff-factory';
import type { Who } from '../stock/stock-test-kit';
import { buyerIn, expectNotFound } from './scope-test-kit';

/**
 * Data scope on the buyers' interests and sourcing requests (issue 24, docs/back-office.md "Data scope"): a staff
 * member whose scope is the Hanoi head office lists, counts and answers those of Hanoi buyers only; one of a buyer
 * outside answers 404, as a missing one, and is unchanged.
 */
const { server } = useTestServer();
let inside: Who;
let outside: Who;
let staff: Staff;
let everyone: Who;

beforeAll(async () => {
  inside = await buyerIn(server, 'request-buyer-hanoi', await deptIdOf(server, 'Operations', 'Hanoi Head Office'));
  outside = await buyerIn(server, 'request-buyer-langson', await deptIdOf(server, 'Lang Son Warehouse'));
  staff = await makeStaff(server, {
    username: 'request-staff', permissions: ['interest:list', 'interest:edit', 'sourcing:list', 'sourcing:edit'],
    dataScope: 'custom', scopeDeptIds: [await deptIdOf(server, 'Hanoi Head Office')],
  });
  everyone = await makeUser(server, 'request-operator', 'operator');
});

const call = (method: 'GET' | 'PUT', path: string, body?: unknown) => server.call(method, path, { token: staff.token, body });

/** The scoped staff member's page (and its total) holds `mine` alone; staff of scope all see `theirs` too. */
async function expectListedInsideOnly(path: string, schema: typeof interestPageSchema | typeof sourcingPageSchema, mine: number, theirs: number) {
  const page = schema.parse((await call('GET', path)).body);
  expect(page.content.map((r) => r.id)).toEqual([mine]);
  expect(page.totalElements).toBe(1);
  const all = schema.parse((await server.call('GET', path, { token: everyone.token })).body);
  expect(all.content.map((r) => r.id)).toEqual(expect.arrayContaining([mine, theirs]));
}

describe('data scope on interests and sourcing requests', () => {
  it('interests: the list and its total hold buyers inside only; answering one outside is 404 and changes nothing', async () => {
    const interestOf = async (buyer: Who, name: string) => {
      const res = await server.call('POST', '/api/interests', { token: buyer.token, body: { name, quantity: 100 } });
      expect(res.status).toBe(201);
      return interestSchema.parse(res.body).id;
    };
    const mine = await interestOf(inside, 'Khăn tre Hà Nội');
    const theirs = await interestOf(outside, 'Khăn tre Lạng Sơn');

    await expectListedInsideOnly('/api/interests?size=100', interestPageSchema, mine, theirs);

    const answer = { status: 'quoted', goodsId: null, reply: 'Giá 12.000 ₫' };
    expectNotFound(await call('PUT', '/api/interests', { id: theirs, ...answer }), MessageKey.interestNotFound);
    const [kept] = await rows<{ status: string; reply: string | null }>(server, sql`select status, reply from mall_interest where id = ${theirs}`);
    expect(kept).toEqual({ status: 'pending', reply: null });
    const done = await call('PUT', '/api/interests', { id: mine, ...answer });
    expect(done.status).toBe(200);
    expect(interestSchema.parse(done.body)).toMatchObject({ status: 'quoted', reply: 'Giá 12.000 ₫' });
  });

  it('sourcing requests: the list and its total hold buyers inside only; closing one outside is 404 and changes nothing', async () => {
    const requestOf = async (buyer: Who, itemId: string) => {
      const res = await server.call('POST', '/api/links/parse', { token: buyer.token, body: { text: `https://detail.1688.com/offer/${itemId}.html` } });
      expect(res.status).toBe(200);
      const id = linkParseResultSchema.parse(res.body).requestId;
      if (id === null) throw new Error('no sourcing request opened');
      return id;
    };
    const mine = await requestOf(inside, '702345678901');
    const theirs = await requestOf(outside, '702345678902');

    await expectListedInsideOnly('/api/links/requests?size=100', sourcingPageSchema, mine, theirs);

    const reject = { status: 'rejected', goodsId: null, note: 'Không tìm được nguồn' };
    expectNotFound(await call('PUT', '/api/links/requests', { id: theirs, ...reject }), MessageKey.sourcingNotFound);
    const [kept] = await rows<{ status: string; note: string | null; handled_by: number | null }>(server,
      sql`select status, note, handled_by from mall_sourcing_request where id = ${theirs}`);
    expect(kept).toEqual({ status: 'pending', note: null, handled_by: null });
    const done = await call('PUT', '/api/links/requests', { id: mine, ...reject });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'rejected', note: 'Không tìm được nguồn' });
  });
});
