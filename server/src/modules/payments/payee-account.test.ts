import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderSchema } from 'shared-contracts/api/orders';
import { paymentDueSchema } from 'shared-contracts/api/payments';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { seedDicts } from '../../seed/dicts';
import { itemOf, makeStockCast, orderAwaitingFinal, type Who } from '../stock/stock-test-kit';
import type { MadeGoods } from '../../../test/catalogue-factory';
import { DEFAULT_PAYEE_ACCOUNT } from './payee-account';

const { server, tokens } = useTestServer({ signIn: ['admin'] });
let buyer: Who;
let operator: Who;
let cup: MadeGoods;

beforeAll(async () => {
  ({ buyer, operator, cup } = await makeStockCast(server, 'payee'));
});

/** The seed's account and the fallback for a deleted entry are one text. */
const SEEDED = DEFAULT_PAYEE_ACCOUNT;

/** An order the operator accepted: its deposit is due. */
async function depositDueOrder() {
  const placed = await server.call('POST', '/api/orders', { token: buyer.token, body: { source: 'buyNow', goodsId: cup.id, skuId: cup.skuIds[0], quantity: 3 } });
  const order = orderSchema.parse(placed.body);
  expect((await server.call('POST', `/api/orders/${order.id}/actions`, { token: operator.token, body: { action: 'accept' } })).status).toBe(200);
  return order;
}
const dueOf = async (orderId: number, kind: 'deposit' | 'final' = 'deposit') =>
  paymentDueSchema.parse((await server.call('GET', `/api/payments/due?orderId=${orderId}&kind=${kind}`, { token: buyer.token })).body);

type Entry = { id: number; value: string; label: string; labelI18n: Record<string, string>; dictSort: number; dict: { id: number } };
async function payeeEntry(value: string): Promise<Entry | undefined> {
  const res = await server.call('GET', '/api/dictDetail?dictName=payee_account&page=0&size=50', { token: tokens.admin });
  return (res.body.content as Entry[]).find((e) => e.value === value);
}
async function editPayeeEntry(value: string, label: string, labelI18n: Record<string, string> = {}) {
  const entry = await payeeEntry(value);
  if (!entry) throw new Error(`no payee_account entry ${value}`);
  expect((await server.call('PUT', '/api/dictDetail', { token: tokens.admin, body: { ...entry, label, labelI18n } })).status).toBe(200);
}

describe('where a bank transfer goes', () => {
  it('the deposit and the final balance name the same account, its branch included, and the order number as the reference', async () => {
    const order = await depositDueOrder();
    const deposit = await dueOf(order.id);
    expect(deposit.payee).toEqual(SEEDED);
    expect(deposit.transferReference).toBe(order.orderNo);

    const stocked = await orderAwaitingFinal(server, buyer, operator, [itemOf(cup, 2)]);
    const final = await dueOf(stocked.id, 'final');
    expect(final.payee).toEqual(SEEDED);
    expect(final.transferReference).toBe(stocked.orderNo);
  });

  it('follows what staff write in the payee_account dictionary at once, and the seed where an entry is deleted or blank', async () => {
    const order = await depositDueOrder();
    await editPayeeEntry('branch_name', '胡志明市分行', { en: 'Ho Chi Minh City branch', vi: 'Chi nhánh Thành phố Hồ Chí Minh' });
    await editPayeeEntry('account_no', ' 0071000999888 ');
    expect((await dueOf(order.id)).payee).toMatchObject({
      branchName: '胡志明市分行', branchNameI18n: { en: 'Ho Chi Minh City branch', vi: 'Chi nhánh Thành phố Hồ Chí Minh' }, accountNo: '0071000999888',
    });

    const branch = await payeeEntry('branch_name');
    expect((await server.call('DELETE', `/api/dictDetail/${branch?.id}`, { token: tokens.admin })).status).toBe(200);
    await server.database.db.execute(sql`update sys_dict_detail set label = '  ' where value = 'account_no'
      and dict_id = (select id from sys_dict where name = 'payee_account')`);
    expect((await dueOf(order.id)).payee).toMatchObject({ branchName: SEEDED.branchName, branchNameI18n: SEEDED.branchNameI18n, accountNo: SEEDED.accountNo });

    // A restart's seeding puts the deleted entry back; the blanked one stays as staff left it.
    await seedDicts(server.database.db);
    expect((await payeeEntry('branch_name'))?.label).toBe(SEEDED.branchName);
    await editPayeeEntry('account_no', SEEDED.accountNo);
  });

  it('seeding moves the branch out of the bank name an older seed wrote, and keeps a bank name staff wrote', async () => {
    const bankRow = async () => (await rows<{ label: string; label_i18n: Record<string, string> }>(server, sql`select dd.label, dd.label_i18n
      from sys_dict_detail dd join sys_dict d on d.id = dd.dict_id where d.name = 'payee_account' and dd.value = 'bank_name'`))[0];
    await editPayeeEntry('bank_name', '越南外贸股份商业银行（Vietcombank）河内分行', { en: 'Vietcombank, Hanoi branch', vi: 'Ngân hàng Vietcombank – Chi nhánh Hà Nội' });
    await seedDicts(server.database.db);
    expect(await bankRow()).toEqual({ label: SEEDED.bankName, label_i18n: SEEDED.bankNameI18n });

    await editPayeeEntry('bank_name', '西贡商信银行（Sacombank）', { en: 'Sacombank', vi: 'Ngân hàng Sacombank' });
    await seedDicts(server.database.db);
    expect(await bankRow()).toEqual({ label: '西贡商信银行（Sacombank）', label_i18n: { en: 'Sacombank', vi: 'Ngân hàng Sacombank' } });
  });
});
