import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addressListSchema, addressSchema, MAX_ADDRESSES, shipmentSchema } from 'shared-contracts/api/shipments';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { countRows } from '../../../test/rows';
import { stockedOrder, type Who } from '../../../test/stock-factory';

const { server } = useTestServer();
let buyer: Who;
let other: Who;

beforeAll(async () => {
  buyer = await makeUser(server, 'book-buyer', 'purchaser');
  other = await makeUser(server, 'book-other', 'purchaser');
});

const entry = (n: number, extra: Record<string, unknown> = {}) =>
  ({ consignee: `Trần Thị ${n}`, contact: `09${String(n).padStart(8, '0')}`, address: `${n} Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh`, ...extra });
const add = (who: Who, body: unknown) => server.call('POST', '/api/addresses', { token: who.token, body });
const list = async (who: Who) => addressListSchema.parse((await server.call('GET', '/api/addresses', { token: who.token })).body);

describe('the address book', () => {
  it('makes the first address the default, moves the default when another is saved as default, keeps one default', async () => {
    const first = addressSchema.parse((await add(buyer, entry(1))).body);
    expect(first.isDefault).toBe(true);
    const second = addressSchema.parse((await add(buyer, entry(2))).body);
    expect(second.isDefault).toBe(false);
    const third = addressSchema.parse((await add(buyer, entry(3, { isDefault: true }))).body);
    expect(third.isDefault).toBe(true);
    const book = await list(buyer);
    expect(book.map((a) => a.id)[0]).toBe(third.id);
    expect(book.filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.id]);

    const edited = await server.call('PUT', `/api/addresses/${second.id}`, { token: buyer.token, body: entry(22, { isDefault: true }) });
    expect(edited.body).toMatchObject({ id: second.id, consignee: 'Trần Thị 22', isDefault: true });
    expect((await list(buyer)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    // Unticking the default's own flag does not leave the book without one.
    expect((await server.call('PUT', `/api/addresses/${second.id}`, { token: buyer.token, body: entry(22) })).body.isDefault).toBe(true);

    expect((await server.call('DELETE', `/api/addresses/${second.id}`, { token: buyer.token })).status).toBe(200);
    const after = await list(buyer);
    expect(after).toHaveLength(2);
    expect(after.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("answers 404 for another buyer's address, to read it into a shipment, change it or delete it", async () => {
    const [mine] = await list(buyer);
    if (!mine) throw new Error('no address');
    expect((await server.call('PUT', `/api/addresses/${mine.id}`, { token: other.token, body: entry(9) })).status).toBe(404);
    expect((await server.call('DELETE', `/api/addresses/${mine.id}`, { token: other.token })).status).toBe(404);
    expect(await list(other)).toEqual([]);
    const [tee] = (await makeShop(server, [{ name: '雨伞', skus: [{ attrs: { 颜色: '蓝' }, price: 1000 }] }])).goods as [MadeGoods];
    const stocked = await stockedOrder(server, other, tee, { quantity: 1 });
    const res = await server.call('POST', '/api/shipments', { token: other.token, body: { items: [{ skuId: stocked.skuId, quantity: 1 }], addressId: mine.id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('mall.addressNotFound');
    // Their own address fills the shipment's consignee.
    const theirs = addressSchema.parse((await add(other, entry(7))).body);
    const shipped = await server.call('POST', '/api/shipments', { token: other.token, body: { items: [{ skuId: stocked.skuId, quantity: 1 }], addressId: theirs.id } });
    expect(shipmentSchema.parse(shipped.body)).toMatchObject({ consignee: 'Trần Thị 7', contact: theirs.contact, address: theirs.address });
  });

  it('refuses bad entries with translated keys and stops at the limit, even when filled at once', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [entry(1, { consignee: '' }), 'mall.consigneeRequired'],
      [entry(1, { contact: '' }), 'mall.contactRequired'],
      [entry(1, { contact: '0123' }), 'mall.contactInvalid'],
      [entry(1, { contact: '9'.repeat(31) }), 'validation.tooLong'],
      [entry(1, { address: ' ' }), 'mall.addressRequired'],
      [entry(1, { address: 'x'.repeat(301) }), 'validation.tooLong'],
    ];
    for (const [body, key] of cases) {
      const res = await add(buyer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(key);
    }
    // SPEC §5 numbers pass too: a Chinese mobile and a landline.
    expect((await add(other, entry(8, { contact: '13812345678' }))).status).toBe(201);
    expect((await add(other, entry(8, { contact: '020-12345678' }))).status).toBe(201);

    const filler = await makeUser(server, 'book-filler', 'purchaser');
    const results = await Promise.all(Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) => add(filler, entry(i + 1))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_ADDRESSES);
    expect(results.filter((r) => r.status === 400).map((r) => r.body.message)).toEqual(Array(5).fill('mall.addressBookFull'));
    expect(await countRows(server, 'mall_address', sql`user_id = ${filler.userId} and is_default`)).toBe(1);
  });

  it('needs a sign-in', async () => {
    expect((await server.call('GET', '/api/addresses')).status).toBe(401);
    expect((await server.call('POST', '/api/addresses', { body: entry(1) })).status).toBe(401);
  });
});
