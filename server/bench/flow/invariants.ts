import pg from 'pg';
import type { Ledger } from './ledger';

/**
 * The checks at the end of the run, read straight from the database: what the users were told was done is there,
 * orders agree with their timelines, stock counters with the rows they count, payments with the orders' paid
 * amounts, and no placement was written twice.
 */
export type Check = { name: string; ok: boolean; detail: string };

async function all<T>(db: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query(text, values)).rows as T[];
}

export async function checkInvariants(databaseUrl: string, ledger: Ledger): Promise<Check[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const checks: Check[] = [];
  const add = (name: string, bad: unknown[], total: number) =>
    checks.push({ name, ok: bad.length === 0, detail: bad.length === 0 ? `${total} checked` : `${bad.length} of ${total}: ${JSON.stringify(bad.slice(0, 5))}` });
  try {
    const tables = { order: 'mall_order', payment: 'mall_payment', shipment: 'mall_shipment', refund: 'mall_refund' } as const;
    for (const [kind, table] of Object.entries(tables) as Array<[keyof typeof tables, string]>) {
      const ids = [...new Set(ledger.of(kind).map((a) => a.id))];
      const found = new Set((await all<{ id: number }>(db, `select id from ${table} where id = any($1::int[])`, [ids])).map((r) => Number(r.id)));
      add(`every acknowledged ${kind} is stored`, ids.filter((id) => !found.has(id)), ids.length);
    }
    const transitions = ledger.of('transition').filter((t) => ['accept', 'completeStocking', 'complete'].includes(String(t.detail.action)));
    const events = await all<{ order_id: number; action: string }>(db, 'select order_id, action from mall_order_event');
    const seen = new Set(events.map((e) => `${e.order_id}:${e.action}`));
    add('every acknowledged order step has its timeline event', transitions.filter((t) => !seen.has(`${t.id}:${t.detail.action}`)), transitions.length);
    const reviews = ledger.of('review').filter((r) => !r.detail.refund);
    const decided = new Map((await all<{ id: number; status: string }>(db, 'select id, status from mall_payment where id = any($1::int[])', [reviews.map((r) => r.id)]))
      .map((r) => [Number(r.id), r.status]));
    add('every acknowledged payment decision is stored', reviews.filter((r) => decided.get(r.id) !== (r.detail.approve ? 'PAID' : 'REVIEW_FAILED')), reviews.length);

    add('every order has the status its last timeline event names', await all(db, `
      select o.id, o.status, e.to_status from mall_order o
      left join lateral (select to_status from mall_order_event where order_id = o.id order by id desc limit 1) e on true
      where o.status <> coalesce(e.to_status, 'depositPending')`), Number((await all<{ n: number }>(db, 'select count(*)::int n from mall_order'))[0]?.n));

    add('stock counters equal the rows they count; nothing negative', await all(db, `
      select l.id, l.taken_qty, l.shipped_qty, l.frozen_qty, l.refunded_qty from mall_order_line l
      where l.shipped_qty <> (select coalesce(sum(i.quantity), 0) from mall_shipment_item i join mall_shipment s on s.id = i.shipment_id
                               where i.order_line_id = l.id and s.status <> 'cancelled')
         or l.frozen_qty <> (select coalesce(sum(r.quantity), 0) from mall_refund r where r.order_line_id = l.id and r.shipment_id is null and r.status = 'refunding')
         or l.refunded_qty <> (select coalesce(sum(r.quantity), 0) from mall_refund r where r.order_line_id = l.id and r.shipment_id is null and r.status = 'refundSuccess')
         or l.shipped_qty + l.frozen_qty + l.refunded_qty > l.taken_qty or l.taken_qty + l.returned_qty > l.stocked_qty
         or least(l.taken_qty, l.shipped_qty, l.frozen_qty, l.refunded_qty, l.stocked_qty, l.returned_qty) < 0`),
    Number((await all<{ n: number }>(db, 'select count(*)::int n from mall_order_line'))[0]?.n));

    add("each order's paid amount is the sum of its approved payments", await all(db, `
      select o.id, o.paid_amount, p.paid from mall_order o
      left join lateral (select coalesce(sum(amount), 0)::int as paid from mall_payment where order_id = o.id and status = 'PAID') p on true
      where o.paid_amount <> p.paid`), Number((await all<{ n: number }>(db, 'select count(*)::int n from mall_order'))[0]?.n));

    add('one order per placement key', await all(db, `
      select user_id, idempotency_key, count(*) from mall_order where idempotency_key is not null
      group by user_id, idempotency_key having count(*) > 1`), ledger.placementKeys.size);
    const keys = [...ledger.placementKeys.keys()];
    const stored = Number((await all<{ n: number }>(db, 'select count(*)::int n from mall_order where idempotency_key = any($1::text[])', [keys]))[0]?.n);
    add('no order without a placement the buyers made', stored > keys.length ? [{ stored, tried: keys.length }] : [], keys.length);
  } finally {
    await db.end();
  }
  return checks;
}
