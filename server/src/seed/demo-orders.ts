import { asc, eq, inArray, like, sql } from 'drizzle-orm';
import { canonicalIdentity } from 'shared-contracts/identity';
import { depositOf } from 'shared-contracts/mall/money';
import { INITIAL_ORDER_STATE, type AcceptanceState, type OrderState } from 'shared-contracts/mall/order-state';
import type { Db, Tx } from '../db/connect';
import { queryRows } from '../db/rows';
import { goods, orderEvents, orderLines, orders, roles, skus, users, usersRoles } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { orderSearchText } from '../modules/orders/order-search-text';
import { formatOrderNo } from '../modules/orders/order-number';
import { DEMO_PASSWORD } from './accounts';
import { seedDemoNotifications } from './demo-notifications';
import { seededSpecI18n } from './catalogue/spec-i18n';

/** Serialises this seed between processes starting together; any constant shared by them. */
const DEMO_ORDERS_LOCK = 7_340_303;
/** Marks the seeded orders (idempotency_key), so a second run finds them and adds nothing. */
const KEY_PREFIX = 'demo-order-';
const ORDER_COUNT = 36;

/** Buyers of the demo trading hall, besides the `buyer` account; they sign in with the demo password. */
const demoBuyers = [
  { username: 'an.nguyen', nickName: 'Nguyễn Văn An', email: 'an.nguyen@anphat-import.example', phone: '912340001', gender: 'male' },
  { username: 'ngoc.tran', nickName: 'Trần Thị Bích Ngọc', email: 'ngoc@bichngoc-fashion.example', phone: '983450002', gender: 'female' },
  { username: 'khanh.pham', nickName: 'Phạm Quốc Khánh', email: 'khanh@quockhanh-hardware.example', phone: '904560003', gender: 'male' },
  { username: 'trang.hoang', nickName: 'Hoàng Thị Thu Trang', email: 'trang@thutrang-shop.example', phone: '978670004', gender: 'female' },
  { username: 'minh.vu', nickName: 'Vũ Đức Minh', email: 'minh@ducminh-electronics.example', phone: '936780005', gender: 'male' },
  { username: 'nhung.dang', nickName: 'Đặng Thị Hồng Nhung', email: 'nhung@hongnhung-baby.example', phone: '967890006', gender: 'female' },
] as const;

/** How far each seeded order has come: most wait for acceptance, some are accepted, a few are being stocked. */
const stages: { status: OrderState; acceptance: AcceptanceState; paid: 'none' | 'deposit' }[] = [
  { ...INITIAL_ORDER_STATE, paid: 'none' },
  { ...INITIAL_ORDER_STATE, paid: 'none' },
  { status: 'depositPending', acceptance: 'accepted', paid: 'none' },
  { ...INITIAL_ORDER_STATE, paid: 'none' },
  { status: 'awaitingStocking', acceptance: 'accepted', paid: 'deposit' },
];

async function ensureBuyers(tx: Tx): Promise<number[]> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'purchaser'));
  const [dept] = await queryRows<{ id: number }>(tx, sql`select id from sys_dept where name = '核心企业' order by id limit 1`);
  const names = ['buyer', ...demoBuyers.map((b) => b.username)].map(canonicalIdentity);
  const existing = await tx.select({ name: users.usernameCanonical }).from(users).where(inArray(users.usernameCanonical, names));
  const have = new Set(existing.map((u) => u.name));
  const missing = demoBuyers.filter((b) => !have.has(canonicalIdentity(b.username)));
  if (missing.length) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const created = await tx.insert(users).values(missing.map((b) => ({
      ...b, usernameCanonical: canonicalIdentity(b.username), emailCanonical: canonicalIdentity(b.email),
      areaCode: '+84', passwordHash, accountType: 'purchaser', deptId: dept?.id ?? null,
    }))).onConflictDoNothing().returning({ id: users.id });
    if (role && created.length) await tx.insert(usersRoles).values(created.map((u) => ({ userId: u.id, roleId: role.id }))).onConflictDoNothing();
  }
  const all = await tx.select({ id: users.id }).from(users).where(inArray(users.usernameCanonical, names)).orderBy(asc(users.id));
  return all.map((u) => u.id);
}

/**
 * A few dozen orders from demo buyers so the trading hall of the mall home looks alive. Runs after the catalogue
 * seed and seeds nothing when there is no catalogue (tests, a bare database). Idempotent: once its orders exist
 * (found by their idempotency key) it adds nothing. Orders are built as placement builds them: prices from the
 * SKUs, 30% deposit, the `placed` event (and `accept` / deposit events for the later stages), then the
 * notifications those events made (demo-notifications.ts).
 */
export async function seedDemoOrders(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_ORDERS_LOCK})`);
    const [seeded] = await tx.select({ id: orders.id }).from(orders).where(like(orders.idempotencyKey, `${KEY_PREFIX}%`)).limit(1);
    if (seeded) {
      await translateSeededSpecs(tx);
      await seedDemoNotifications(tx, KEY_PREFIX, new Date());
      return;
    }
    const candidates = await tx.select({ id: goods.id, name: goods.name, nameI18n: goods.nameI18n, storeId: goods.storeId, coverKey: goods.coverKey })
      .from(goods).where(eq(goods.onSale, true)).orderBy(asc(goods.id)).limit(200);
    if (candidates.length === 0) return;
    const skuRows = await tx.select().from(skus).where(inArray(skus.goodsId, candidates.map((g) => g.id))).orderBy(asc(skus.goodsId), asc(skus.sort), asc(skus.id));
    const buyers = await ensureBuyers(tx);
    const [operator] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'operator'));
    const now = Date.now();

    for (let i = 0; i < ORDER_COUNT; i++) {
      const g = candidates[(i * 37) % candidates.length];
      const userId = buyers[i % buyers.length];
      if (!g || userId === undefined) continue;
      const own = skuRows.filter((s) => s.goodsId === g.id);
      const chosen = own.slice(0, 1 + (i % Math.min(3, Math.max(1, own.length))));
      if (chosen.length === 0) continue;
      const lines = chosen.map((sku, j) => {
        const quantity = Math.max(sku.moq, [20, 50, 100, 200, 30, 500][(i + j) % 6] ?? 20);
        return { sku, quantity, total: sku.price * quantity };
      });
      const goodsTotal = lines.reduce((s, l) => s + l.total, 0);
      if (goodsTotal > 2_000_000_000) continue;
      const stage = stages[i % stages.length] ?? stages[0];
      if (!stage) continue;
      // Spread over the last ten days, newest first for the lowest i.
      const placedAt = new Date(now - (i * 6.5 + (i % 4)) * 60 * 60 * 1000 - 7 * 60 * 1000);
      const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('mall_order', 'id'))::int as id`);
      if (!next) continue;
      const deposit = depositOf(goodsTotal);
      const orderNo = formatOrderNo(next.id, placedAt);
      const goodsNameI18n = { ...g.nameI18n, cn: g.nameI18n.cn ?? g.name };
      await tx.insert(orders).values({
        id: next.id, orderNo, searchText: orderSearchText(orderNo, [{ goodsName: g.name, goodsNameI18n }]), userId, storeId: g.storeId, status: stage.status, acceptance: stage.acceptance,
        goodsTotal, depositAmount: deposit, paidAmount: stage.paid === 'deposit' ? deposit : 0,
        quantity: lines.reduce((s, l) => s + l.quantity, 0), source: i % 2 ? 'cart' : 'buyNow',
        idempotencyKey: `${KEY_PREFIX}${i}`, createdAt: placedAt, updatedAt: placedAt,
        // Accepted and unpaid: a deadline a day or two after seeding, so the demo shows a running countdown rather
        // than orders the close sweep would take at once (docs/orders.md).
        depositDueAt: stage.status === 'depositPending' && stage.acceptance === 'accepted' ? new Date(now + (24 + (i % 24)) * 60 * 60 * 1000) : null,
        // Deposit approved 4 hours after placement: stocking is expected 7 days later (the stocking queue's clock).
        stockingDueAt: stage.status === 'awaitingStocking' ? new Date(placedAt.getTime() + (4 + 7 * 24) * 60 * 60 * 1000) : null,
      });
      await tx.insert(orderLines).values(lines.map((l) => ({
        orderId: next.id, goodsId: g.id, skuId: l.sku.id, goodsName: g.name, goodsNameI18n,
        specText: l.sku.specText, specI18n: seededSpecI18n(l.sku.specText), imageKey: l.sku.imageKey ?? g.coverKey,
        unitPrice: l.sku.price, quantity: l.quantity, totalPrice: l.total,
      })));
      const later = (hours: number) => new Date(placedAt.getTime() + hours * 60 * 60 * 1000);
      const events: (typeof orderEvents.$inferInsert)[] = [
        { orderId: next.id, fromStatus: null, toStatus: INITIAL_ORDER_STATE.status, action: 'placed', actorId: userId, createdAt: placedAt },
      ];
      if (stage.acceptance === 'accepted') {
        events.push({ orderId: next.id, fromStatus: 'depositPending', toStatus: 'depositPending', action: 'accept', actorId: operator?.id ?? null, createdAt: later(2) });
      }
      if (stage.status === 'awaitingStocking') {
        events.push(
          { orderId: next.id, fromStatus: 'depositPending', toStatus: 'depositReview', action: 'payDeposit', actorId: userId, createdAt: later(3) },
          { orderId: next.id, fromStatus: 'depositReview', toStatus: 'awaitingStocking', action: 'approveDeposit', actorId: operator?.id ?? null, createdAt: later(4) },
        );
      }
      await tx.insert(orderEvents).values(events.filter((e) => (e.createdAt as Date).getTime() <= now));
    }
    await seedDemoNotifications(tx, KEY_PREFIX, new Date(now));
  });
}

/**
 * Lines of demo orders seeded before their specifications had translations (issue 25) showed "白色 / M" on
 * English and Vietnamese pages: they get them. Lines already translated are not read again.
 */
async function translateSeededSpecs(tx: Tx): Promise<void> {
  const lines = await queryRows<{ id: number; spec_text: string }>(tx, sql`
    select l.id, l.spec_text from mall_order_line l join mall_order o on o.id = l.order_id
    where o.idempotency_key like ${`${KEY_PREFIX}%`} and l.spec_i18n->>'en' is null`);
  for (const line of lines) {
    const texts = seededSpecI18n(line.spec_text);
    if (texts.en !== texts.cn || texts.vi !== texts.cn) {
      await tx.update(orderLines).set({ specI18n: texts }).where(eq(orderLines.id, line.id));
    }
  }
}

/** For tests: the seeded orders' keys look like this. */
export const isDemoOrderKey = (key: string | null) => Boolean(key?.startsWith(KEY_PREFIX));
export const demoBuyerUsernames = demoBuyers.map((b) => b.username);
