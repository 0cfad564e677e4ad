import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentSchema } from 'shared-contracts/api/payments';
import { makeUser } from '../../../test/accounts';
import { makeShop } from '../../../test/catalogue-factory';
import { testDriver, useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import {
  RACE_PATHS, buildFixture, type Cast, type Outcome, type RacePath,
} from './stock-races-kit';

/**
 * Every write path that moves an order's stock, raced in pairs on one buyer's stock of one SKU (docs/orders.md "Lock
 * order"). PGlite runs one statement at a time, so only PostgreSQL can deadlock: there each pair runs several rounds;
 * on PGlite one round checks the outcomes and the arithmetic. Each round gets goods of its own, so rounds never share
 * stock. After each round: no 5xx, every answer one of the path's documented ones, and the counters agree with the
 * rows they count (stockInvariant).
 */
const { server } = useTestServer({ env: { JOBS_WORKER: 'false' } });
const ROUNDS = testDriver === 'postgres' ? 3 : 1;

let cast: Cast | null = null;
async function castOnce(): Promise<Cast> {
  cast ??= {
    buyer: await makeUser(server, 'race-buyer', 'purchaser'),
    operator: await makeUser(server, 'race-operator', 'operator'),
    admin: { userId: 0, token: await server.login('admin') },
  };
  return cast;
}

type LineCheck = {
  id: number; stocked: number; taken: number; shipped: number; frozen: number; refunded: number; returned: number;
  items: number; freezing: number; refunded_rows: number;
};

/** The counters of every line of the goods, beside the sums of the rows they stand for. */
async function stockInvariant(goodsId: number): Promise<void> {
  const lines = await rows<LineCheck>(server, sql`
    select l.id, l.stocked_qty as stocked, l.taken_qty as taken, l.shipped_qty as shipped, l.frozen_qty as frozen,
      l.refunded_qty as refunded, l.returned_qty as returned,
      (select coalesce(sum(i.quantity), 0)::int from mall_shipment_item i join mall_shipment s on s.id = i.shipment_id
        where i.order_line_id = l.id and s.status <> 'cancelled') as items,
      (select coalesce(sum(r.quantity), 0)::int from mall_refund r
        where r.order_line_id = l.id and r.shipment_id is null and r.status = 'refunding') as freezing,
      (select coalesce(sum(r.quantity), 0)::int from mall_refund r
        where r.order_line_id = l.id and r.shipment_id is null and r.status = 'refundSuccess') as refunded_rows
    from mall_order_line l join mall_sku k on k.id = l.sku_id where k.goods_id = ${goodsId}`);
  for (const l of lines) {
    const n = (v: unknown) => Number(v);
    expect(Math.min(n(l.stocked), n(l.taken), n(l.shipped), n(l.frozen), n(l.refunded), n(l.returned)), `line ${l.id}`).toBeGreaterThanOrEqual(0);
    expect(n(l.shipped) + n(l.frozen) + n(l.refunded), `line ${l.id}: shipped + frozen + refunded ≤ taken`).toBeLessThanOrEqual(n(l.taken));
    expect(n(l.taken) + n(l.returned), `line ${l.id}: taken + returned ≤ stocked`).toBeLessThanOrEqual(n(l.stocked));
    expect(n(l.shipped), `line ${l.id}: shipped = its shipments' items`).toBe(n(l.items));
    expect(n(l.frozen), `line ${l.id}: frozen = its refunds under review`).toBe(n(l.freezing));
    expect(n(l.refunded), `line ${l.id}: refunded = its approved refunds`).toBe(n(l.refunded_rows));
  }
}

type OrderMark = { id: number; status: string; last_event: number | null; last_to: string | null };

/** Each order of the goods with its status and its timeline's last event. */
const orderMarks = (goodsId: number) => rows<OrderMark>(server, sql`
  select o.id, o.status, e.id as last_event, e.to_status as last_to from mall_order o
  left join lateral (select id, to_status from mall_order_event where order_id = o.id order by id desc limit 1) e on true
  where exists (select 1 from mall_order_line l join mall_sku k on k.id = l.sku_id where l.order_id = o.id and k.goods_id = ${goodsId})
  order by o.id`);

/** An order the race moved has the status its new last event names; an order it did not move kept its status. */
function expectStatusesFollowEvents(before: OrderMark[], after: OrderMark[]): void {
  const was = new Map(before.map((m) => [m.id, m]));
  for (const now of after) {
    const then = was.get(now.id);
    if (then && then.last_event === now.last_event) expect(now.status, `order ${now.id} moved without an event`).toBe(then.status);
    else expect(now.status, `order ${now.id}: status and last event`).toBe(now.last_to);
  }
}

function expectDocumented(path: RacePath, outcome: Outcome): void {
  expect(outcome.status, `${path.name}: ${JSON.stringify(outcome.body)}`).toBeLessThan(500);
  const allowed = path.outcomes.some((o) => o.status === outcome.status && (o.key === undefined || o.key === outcome.key));
  expect(allowed, `${path.name} answered ${outcome.status} ${outcome.key ?? ''}`).toBe(true);
}

async function race(a: RacePath, b: RacePath): Promise<void> {
  const who = await castOnce();
  const { goods } = await makeShop(server, [{ name: '竞态测试杯', en: 'Race test cup', vi: 'Cốc thử tranh chấp', skus: [{ attrs: { 容量: '500ml' }, price: 3333 }] }]);
  const made = goods[0];
  if (!made) throw new Error('no goods made');
  const fixture = await buildFixture(server, who, made, [...a.needs, ...b.needs]);
  const before = await orderMarks(made.id);
  const [first, second] = await Promise.all([a.run(server, who, fixture), b.run(server, who, fixture)]);
  expectDocumented(a, first);
  expectDocumented(b, second);
  await stockInvariant(made.id);
  expectStatusesFollowEvents(before, await orderMarks(made.id));
}

const pairs: Array<[RacePath, RacePath]> = [];
RACE_PATHS.forEach((a, i) => RACE_PATHS.slice(i).forEach((b) => pairs.push([a, b])));

describe('stock moves raced in pairs', () => {
  it.each(pairs.map(([a, b]) => ({ name: `${a.name} × ${b.name}`, a, b })))('$name', async ({ a, b }) => {
    for (let round = 0; round < ROUNDS; round++) await race(a, b);
  }, 120_000);
});

describe('deciding a payment already decided', () => {
  it('answers 409 mall.paymentReviewed, not the order state conflict', async () => {
    const who = await castOnce();
    const { goods } = await makeShop(server, [{ name: '复核测试杯', skus: [{ attrs: { 容量: '300ml' }, price: 2000 }] }]);
    const fixture = await buildFixture(server, who, goods[0]!, ['finalInReview']);
    const paymentId = fixture.finalPaymentId!;
    const first = await server.call('POST', `/api/payments/${paymentId}/review`, { token: who.operator.token, body: { approve: true } });
    expect(first.status).toBe(200);
    expect(paymentSchema.parse(first.body).status).toBe('PAID');
    for (const body of [{ approve: true }, { approve: false, reason: 'Số tiền không khớp' }]) {
      const again = await server.call('POST', `/api/payments/${paymentId}/review`, { token: who.operator.token, body });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('mall.paymentReviewed');
    }
  });
});
