import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  SHIPMENT_STATES, type Shipment, type ShipmentCounts, type ShipmentItem, type ShipmentListQuery, type ShipmentState,
  type ShippingPlatform, type StaffShipment,
} from 'shared-contracts/api/shipments';
import { listSortOf, type StaffShipmentListQuery } from 'shared-contracts/api/staff-lists';
import type { DbOrTx } from '../../db/connect';
import { listOrderBy } from '../../db/list-order';
import { iso } from '../../db/rows';
import { orderLines, orders, shipmentItems, shipments, users } from '../../db/schema';
import { ownedPictureUrl } from '../../plugins/app/owned-pictures';
import { i18nOf } from '../goods/read';
import { mallFileUrl } from '../mall-files/file-url';
import { ownerInScope, type DataScope } from '../data-scope/data-scope';
import { SHIPMENT_PICTURES } from './pictures';
import { receiptOpenAmong } from './receipt';

type ShipmentRow = typeof shipments.$inferSelect;

/** Creation days are Vietnam's calendar days (the shipment number carries the same date). */
const ZONE = 'Asia/Ho_Chi_Minh';

/** What each shipment draws, with the order number and the goods as the order line froze them. */
async function itemsByShipment(db: DbOrTx, ids: number[]): Promise<Map<number, ShipmentItem[]>> {
  const byShipment = new Map<number, ShipmentItem[]>();
  if (ids.length === 0) return byShipment;
  const rows = await db.select({ item: shipmentItems, orderNo: orders.orderNo, line: orderLines })
    .from(shipmentItems)
    .innerJoin(orderLines, eq(orderLines.id, shipmentItems.orderLineId))
    .innerJoin(orders, eq(orders.id, shipmentItems.orderId))
    .where(inArray(shipmentItems.shipmentId, ids))
    .orderBy(shipmentItems.id);
  for (const { item, orderNo, line } of rows) {
    const mapped: ShipmentItem = {
      orderId: item.orderId, orderNo, orderLineId: item.orderLineId, goodsId: line.goodsId, skuId: item.skuId,
      goodsName: line.goodsName, goodsNameI18n: i18nOf(line.goodsNameI18n), specText: line.specText, specI18n: i18nOf(line.specI18n),
      imageUrl: mallFileUrl(line.imageKey), quantity: item.quantity,
    };
    byShipment.set(item.shipmentId, [...(byShipment.get(item.shipmentId) ?? []), mapped]);
  }
  return byShipment;
}

function toShipment(row: ShipmentRow, items: ShipmentItem[], receiptOpen: boolean): Shipment {
  return {
    id: row.id, shipmentNo: row.shipmentNo, status: row.status as ShipmentState, quantity: row.quantity,
    consignee: row.consignee, contact: row.contact, address: row.address,
    platform: row.platform as ShippingPlatform | null, platformOrderNo: row.platformOrderNo,
    orderScreenshotUrl: ownedPictureUrl(SHIPMENT_PICTURES, row.orderScreenshotKey), waybillUrl: ownedPictureUrl(SHIPMENT_PICTURES, row.waybillKey),
    logisticsCompany: row.logisticsCompany, trackingNo: row.trackingNo, remarks: row.remarks, importBatch: row.importBatch,
    shippedAt: row.shippedAt ? iso(row.shippedAt) : null, deliveredAt: row.deliveredAt ? iso(row.deliveredAt) : null,
    receivedAt: row.receivedAt ? iso(row.receivedAt) : null, receiptOpen, createTime: iso(row.createdAt), items,
  };
}

const buyerName = sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username})`;

/** Shipments with their items and buyer, in the order given. */
export async function toStaffShipments(db: DbOrTx, rows: ShipmentRow[]): Promise<StaffShipment[]> {
  const [items, open] = await Promise.all([itemsByShipment(db, rows.map((r) => r.id)), receiptOpenAmong(db, rows)]);
  const names = rows.length === 0 ? [] : await db.select({ id: users.id, name: buyerName }).from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => ({ ...toShipment(r, items.get(r.id) ?? [], open.has(r.id)), buyerId: r.userId, buyerName: nameOf.get(r.userId) ?? '' }));
}

/** The same as the buyer reads them: nothing about who they are. */
export async function toShipments(db: DbOrTx, rows: ShipmentRow[]): Promise<Shipment[]> {
  const [items, open] = await Promise.all([itemsByShipment(db, rows.map((r) => r.id)), receiptOpenAmong(db, rows)]);
  return rows.map((r) => toShipment(r, items.get(r.id) ?? [], open.has(r.id)));
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The buyer's own shipments, or for staff those of buyers inside their data scope (docs/back-office.md). */
export type ShipmentScope = { userId: number } | { staff: DataScope };
type Scope = ShipmentScope;

/** Keyword, days and the order drawn on; staff also find a shipment by its buyer's name. */
function filtersOf(scope: Scope, q: Omit<ShipmentListQuery, 'page' | 'size' | 'status'>): SQL[] {
  const where: SQL[] = 'userId' in scope ? [eq(shipments.userId, scope.userId)] : [ownerInScope(scope.staff, shipments.userId)];
  if (q.keyword) {
    const like = likeOf(q.keyword.trim());
    const byBuyer = 'staff' in scope
      ? sql` or exists (select 1 from sys_user u where u.id = ${shipments.userId} and (u.username ilike ${like} or u.nick_name ilike ${like}))`
      : sql``;
    where.push(sql`(${shipments.shipmentNo} ilike ${like} or ${shipments.consignee} ilike ${like}
      or ${shipments.platformOrderNo} ilike ${like} or ${shipments.trackingNo} ilike ${like}${byBuyer})`);
  }
  if (q.orderId) where.push(sql`exists (select 1 from mall_shipment_item oi where oi.shipment_id = ${shipments.id} and oi.order_id = ${q.orderId})`);
  if (q.from) where.push(sql`${shipments.createdAt} >= (${q.from}::date)::timestamp at time zone ${ZONE}`);
  if (q.to) where.push(sql`${shipments.createdAt} < ((${q.to}::date + 1)::timestamp at time zone ${ZONE})`);
  return where;
}

async function countsOf(db: DbOrTx, where: SQL[]): Promise<ShipmentCounts> {
  const rows = await db.select({ status: shipments.status, n: sql<number>`count(*)::int` }).from(shipments)
    .where(and(...where)).groupBy(shipments.status);
  const counts = Object.fromEntries(SHIPMENT_STATES.map((s) => [s, 0])) as ShipmentCounts;
  for (const r of rows) if ((SHIPMENT_STATES as readonly string[]).includes(r.status)) counts[r.status as ShipmentState] = Number(r.n);
  return counts;
}

/** Since when a shipment waits for its next step: pending since it was made, shipping since it left the warehouse. */
export const waitingSince = sql`coalesce(${shipments.shippedAt}, ${shipments.createdAt})`;

/** The rows a list shows (scope, keyword, days, order, status), for the list and its export alike. */
export const shipmentListWhere = (scope: Scope, q: Omit<ShipmentListQuery, 'page' | 'size'>): SQL[] =>
  (q.status ? [...filtersOf(scope, q), eq(shipments.status, q.status)] : filtersOf(scope, q));

/** The buyer's own newest first; staff's pending and shipping longest waiting first unless `sort` says (staff-lists.ts). */
export const shipmentListSort = (scope: Scope, q: Pick<StaffShipmentListQuery, 'status' | 'sort'>) =>
  ('staff' in scope ? listSortOf('shipments', q.status, q.sort) : 'newest');

/**
 * A page of shipments with every status's count under the same keyword and days (the tabs): the buyer's own newest
 * first; for staff, pending and shipping ones longest waiting first unless `sort` says otherwise (staff-lists.ts).
 */
export async function listShipmentRows(db: DbOrTx, scope: Scope, q: StaffShipmentListQuery) {
  const where = filtersOf(scope, q);
  const listed = shipmentListWhere(scope, q);
  const sort = shipmentListSort(scope, q);
  const [rows, counts] = await Promise.all([
    db.select().from(shipments).where(and(...listed))
      .orderBy(...listOrderBy(sort, { created: shipments.createdAt, since: waitingSince, id: shipments.id }))
      .offset(q.page * q.size).limit(q.size),
    countsOf(db, where),
  ]);
  const totalElements = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { rows, totalElements, counts };
}

export async function shipmentRowById(db: DbOrTx, id: number): Promise<ShipmentRow | null> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row ?? null;
}

/** One shipment as its buyer reads it; someone else's is null, as a missing one. */
export async function ownShipment(db: DbOrTx, userId: number, id: number): Promise<Shipment | null> {
  const row = await shipmentRowById(db, id);
  if (!row || row.userId !== userId) return null;
  const [shipment] = await toShipments(db, [row]);
  return shipment ?? null;
}

/** A shipment just written: it exists, so a miss is a bug. */
export async function writtenStaffShipment(db: DbOrTx, id: number): Promise<StaffShipment> {
  const row = await shipmentRowById(db, id);
  const [shipment] = row ? await toStaffShipments(db, [row]) : [];
  if (!shipment) throw new Error(`shipment ${id} vanished`);
  return shipment;
}
