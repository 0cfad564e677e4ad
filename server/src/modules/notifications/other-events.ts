import { sql } from 'drizzle-orm';
import { OTHER_EVENT_NOTICES, REFUND_STEP_NOTICES, type NotificationDecision } from 'shared-contracts/mall/notification-rules';
import type { RefundAction } from 'shared-contracts/mall/order-state';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { tell } from './record';

type ShipmentFacts = {
  id: number; user_id: number; shipment_no: string; quantity: number; logistics_company: string | null;
  carrier_i18n: Record<string, string> | null; carrier_label: string | null; tracking_no: string | null;
  delivered_at: Date | string | null; order_id: number | null; order_nos: string | null;
};

/** A shipment with its carrier's name (the `logistics_company` dictionary) and the orders it draws on. */
async function shipmentFacts(db: DbOrTx, shipmentId: number): Promise<ShipmentFacts | null> {
  const [row] = await queryRows<ShipmentFacts>(db, sql`
    select s.id, s.user_id, s.shipment_no, s.quantity, s.logistics_company, s.tracking_no, s.delivered_at,
      dd.label as carrier_label, dd.label_i18n as carrier_i18n,
      (select min(i.order_id) from mall_shipment_item i where i.shipment_id = s.id) as order_id,
      (select string_agg(distinct o.order_no, ', ') from mall_shipment_item i join mall_order o on o.id = i.order_id
        where i.shipment_id = s.id) as order_nos
    from mall_shipment s
    left join sys_dict d on d.name = 'logistics_company'
    left join sys_dict_detail dd on dd.dict_id = d.id and dd.value = s.logistics_company
    where s.id = ${shipmentId}`);
  return row ?? null;
}

type ShipmentEvent = 'shipmentCreated' | 'shipmentShipped' | 'shipmentDelivered';

/**
 * A shipment's own step (created, shipped, delivered), told to its buyer in the step's transaction. One shipment
 * may draw on several orders: the message names them all and links to the first. The carrier's name is kept in
 * each language, since a mail is written in its reader's.
 */
export async function tellShipmentStep(db: DbOrTx, event: ShipmentEvent, shipmentId: number): Promise<void> {
  const s = await shipmentFacts(db, shipmentId);
  if (!s) return;
  const decision: NotificationDecision = OTHER_EVENT_NOTICES[event];
  const carrier = s.carrier_label ?? s.logistics_company;
  await tell(db, decision, {
    buyerId: s.user_id, orderId: s.order_id, shipmentId: s.id,
    params: {
      shipmentNo: s.shipment_no, orderNo: s.order_nos ?? '', quantity: s.quantity, trackingNo: s.tracking_no,
      carrier, carrierEn: s.carrier_i18n?.en ?? carrier, carrierVi: s.carrier_i18n?.vi ?? carrier,
      deliveredAt: s.delivered_at ? new Date(s.delivered_at).toISOString() : null,
    },
  });
}

type RefundFacts = {
  id: number; user_id: number; order_id: number; refund_no: string; order_no: string; quantity: number; reason: string;
  amount: number; opinion: string | null; buyer: string;
};

async function refundFacts(db: DbOrTx, refundId: number): Promise<RefundFacts | null> {
  const [row] = await queryRows<RefundFacts>(db, sql`
    select r.id, r.user_id, r.order_id, r.refund_no, o.order_no, r.quantity, r.reason, r.amount, r.opinion,
      coalesce(nullif(u.nick_name, ''), u.username) as buyer
    from mall_refund r join mall_order o on o.id = r.order_id join sys_user u on u.id = r.user_id
    where r.id = ${refundId}`);
  return row ?? null;
}

/** A refund asked for (staff with refund:review in scope) or decided (its buyer), in that transaction. */
export async function tellRefundEvent(db: DbOrTx, event: 'refundRequested' | RefundAction, refundId: number): Promise<void> {
  const r = await refundFacts(db, refundId);
  if (!r) return;
  const decision: NotificationDecision = event === 'refundRequested' ? OTHER_EVENT_NOTICES.refundRequested : REFUND_STEP_NOTICES[event];
  await tell(db, decision, {
    buyerId: r.user_id, orderId: r.order_id, refundId: r.id,
    params: {
      refundNo: r.refund_no, orderNo: r.order_no, quantity: r.quantity, amount: r.amount, opinion: r.opinion,
      ...(event === 'refundRequested' ? { reason: r.reason, buyer: r.buyer } : {}),
    },
  });
}
