import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderCountsSchema, staffOrderPageSchema } from 'shared-contracts/api/orders';
import { staffPaymentPageSchema } from 'shared-contracts/api/payments';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { deptIdOf, makeStaff, type Staff } from '../../../test/staff-factory';
import { itemOf, orderAwaitingStocking, type Who } from '../stock/stock-test-kit';
import { buyerIn } from './scope-test-kit';

/**
 * Data scope on the staff lists of orders and payments (docs/back-office.md): a staff member sees the orders and
 * payments of buyers inside their scope only, by the list, the counts and a read by id (404 outside).
 */
const { server } = useTestServer();
const CODES = ['order:list', 'payment:list'];
let hanoiBuyer: Who;
let langSonBuyer: Who;
let hanoiStaff: Staff;
let selfStaff: Staff;
let allStaff: Staff;
const orderIds: Record<string, number> = {};

beforeAll(async () => {
  const hanoi = await deptIdOf(server, 'Hanoi Head Office');
  const hanoiOps = await deptIdOf(server, 'Operations', 'Hanoi Head Office');
  const langSon = await deptIdOf(server, 'Lang Son Warehouse');
  hanoiBuyer = await buyerIn(server, 'scope-buyer-hanoi', hanoiOps);
  langSonBuyer = await buyerIn(server, 'scope-buyer-langson', langSon);
  hanoiStaff = await makeStaff(server, { username: 'scope-staff-hanoi', permissions: CODES, dataScope: 'dept', deptId: hanoi });
  selfStaff = await makeStaff(server, { username: 'scope-staff-self', permissions: CODES, dataScope: 'self', deptId: hanoi });
  allStaff = await makeStaff(server, { username: 'scope-staff-all', permissions: CODES, dataScope: 'all', deptId: langSon });
  const operator = await makeUser(server, 'scope-operator', 'operator');
  const [cup] = (await makeShop(server, [{ name: '保温杯', skus: [{ attrs: { 容量: '500ml' }, price: 3333 }] }])).goods as [MadeGoods];
  orderIds.hanoi = (await orderAwaitingStocking(server, hanoiBuyer, operator, [itemOf(cup, 2)])).id;
  orderIds.langSon = (await orderAwaitingStocking(server, langSonBuyer, operator, [itemOf(cup, 3)])).id;
});

const orderList = async (who: Staff) =>
  staffOrderPageSchema.parse((await server.call('GET', '/api/orders/admin?size=100', { token: who.token })).body).content.map((o) => o.id);
const paymentBuyers = async (who: Staff) =>
  staffPaymentPageSchema.parse((await server.call('GET', '/api/payments/admin?size=100', { token: who.token })).body).content.map((p) => p.buyerId);

describe('data scope on orders and payments', () => {
  it('a department scope sees its buyers and no other, by list, counts and id', async () => {
    const seen = await orderList(hanoiStaff);
    expect(seen).toContain(orderIds.hanoi);
    expect(seen).not.toContain(orderIds.langSon);
    const counts = orderCountsSchema.parse((await server.call('GET', '/api/orders/admin/counts', { token: hanoiStaff.token })).body);
    expect(counts.awaitingStocking).toBe(1);
    expect((await server.call('GET', `/api/orders/admin/${orderIds.hanoi}`, { token: hanoiStaff.token })).status).toBe(200);
    expect((await server.call('GET', `/api/orders/admin/${orderIds.langSon}`, { token: hanoiStaff.token })).status).toBe(404);

    const payers = await paymentBuyers(hanoiStaff);
    expect(payers).toContain(hanoiBuyer.userId);
    expect(payers).not.toContain(langSonBuyer.userId);
    const [outside] = await rows<{ id: number }>(server, sql`select id from mall_payment where user_id = ${langSonBuyer.userId}`);
    expect((await server.call('GET', `/api/payments/${outside?.id}`, { token: hanoiStaff.token })).status).toBe(404);
  });

  it('a self scope sees no buyer at all; an all scope sees both', async () => {
    expect(await orderList(selfStaff)).toEqual([]);
    expect(await paymentBuyers(selfStaff)).toEqual([]);
    expect((await server.call('GET', `/api/orders/admin/${orderIds.hanoi}`, { token: selfStaff.token })).status).toBe(404);
    const all = await orderList(allStaff);
    expect(all).toEqual(expect.arrayContaining([orderIds.hanoi, orderIds.langSon]));
    expect(await paymentBuyers(allStaff)).toEqual(expect.arrayContaining([hanoiBuyer.userId, langSonBuyer.userId]));
  });
});
