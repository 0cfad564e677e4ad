import { asc, eq } from 'drizzle-orm';
import type { DueLine, LineQuantity } from 'shared-contracts/api/final-payment';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { PaymentDue, PaymentKind } from 'shared-contracts/api/payments';
import type { DbOrTx } from '../../db/connect';
import { orderLines, type orders } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { i18nOf } from '../goods/read';
import { mallFileUrl } from '../mall-files/file-url';
import { readOrderSettings, vndOf, type OrderSettings } from './order-settings';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** What is due, without where to pay it (the route adds the payee account and the transfer reference). */
export type DueAmounts = Omit<PaymentDue, 'payee' | 'transferReference'>;

/**
 * `percent` % of `fen`, rounded half up to the fen. The one rounding of the final balance (service fee, tax):
 * integer arithmetic on the rate in ten-thousandths of a percent, so 0.5 fen rounds up whatever floating point
 * would have made of it (3% of 150 fen is 4.5 → 5; 10% of 1005 is 100.5 → 101).
 */
export function percentOf(fen: number, percent: number): number {
  const rate = BigInt(Math.round(percent * 10_000));
  const denominator = 1_000_000n;
  return Number((BigInt(fen) * rate * 2n + denominator) / (2n * denominator));
}

/** The quantities checked against the lines: each line of the order once, each at most its stocked units. */
function takenPerLine(lines: LineRow[], quantities: readonly LineQuantity[] | null): Map<number, number> {
  if (quantities === null) return new Map(lines.map((l) => [l.id, l.stockedQty]));
  const stocked = new Map(lines.map((l) => [l.id, l.stockedQty]));
  const taken = new Map<number, number>();
  for (const { lineId, quantity } of quantities) {
    const limit = stocked.get(lineId);
    if (limit === undefined || taken.has(lineId)) throw new HttpError(400, MessageKey.orderLineInvalid);
    if (quantity > limit) throw new HttpError(400, MessageKey.finalQuantityAboveStocked);
    taken.set(lineId, quantity);
  }
  return taken;
}

function dueLineOf(l: LineRow, quantity: number): DueLine {
  return {
    lineId: l.id, skuId: l.skuId, goodsName: l.goodsName, goodsNameI18n: i18nOf(l.goodsNameI18n), specText: l.specText,
    specI18n: i18nOf(l.specI18n), imageUrl: mallFileUrl(l.imageKey), unitPrice: l.unitPrice, ordered: l.quantity,
    stocked: l.stockedQty, quantity, goods: l.unitPrice * quantity,
  };
}

/**
 * What the buyer owes for a payment of `kind` now, in fen and in dong at today's rate (ARCHITECTURE.md §5,
 * docs/orders.md). The deposit is the 30% frozen on the order at placement. The final balance is for the
 * `quantities` taken of the stocked lines (null: everything stocked):
 *
 *   goods      = Σ unit price × quantity
 *   service    = goods × service_fee_rate %                        (half up)
 *   packages   = package_fee × the lines taken (one package per order line with a quantity above 0)
 *   tax        = (goods + service + packages) × vn_tax_rate %       (half up)
 *   amount     = max(0, goods + service + packages + tax − deposit)
 *
 * Refuses (400) a line not in the order or named twice, a quantity above the line's stocked units and a total of 0.
 * Used by the due route, the bank transfer, the confirmation without transfer and the online payments.
 */
export function paymentDue(
  order: OrderRow, lines: LineRow[], kind: PaymentKind, quantities: readonly LineQuantity[] | null, settings: OrderSettings,
): DueAmounts {
  const priced = (amount: number) => ({ amount, currency: 'CNY' as const, exchangeRate: settings.cnyToVnd, amountVnd: vndOf(amount, settings.cnyToVnd) });
  if (kind === 'deposit') {
    return {
      orderId: order.id, orderNo: order.orderNo, kind, ...priced(order.depositAmount),
      breakdown: { goods: order.depositAmount, depositCredited: 0, serviceFee: 0, packageFee: 0, tax: 0 },
      quantities: null, lines: [],
    };
  }
  const taken = takenPerLine(lines, quantities);
  const dueLines = [...lines].sort((a, b) => a.id - b.id).map((l) => dueLineOf(l, taken.get(l.id) ?? 0));
  if (dueLines.every((l) => l.quantity === 0)) throw new HttpError(400, MessageKey.finalQuantityRequired);
  const goods = dueLines.reduce((sum, l) => sum + l.goods, 0);
  const serviceFee = percentOf(goods, settings.serviceFeePercent);
  const packageFee = dueLines.filter((l) => l.quantity > 0).length * settings.packageFee;
  const tax = percentOf(goods + serviceFee + packageFee, settings.vnTaxPercent);
  const total = goods + serviceFee + packageFee + tax;
  // What the deposit pays of this balance; a deposit larger than the balance is credited up to it (amount 0).
  const depositCredited = Math.min(order.depositAmount, total);
  return {
    orderId: order.id, orderNo: order.orderNo, kind, ...priced(total - depositCredited),
    breakdown: { goods, depositCredited, serviceFee, packageFee, tax },
    quantities: dueLines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })), lines: dueLines,
  };
}

/** paymentDue with the order's lines and today's settings read from `db` (inside the order's lock when paying). */
export async function readPaymentDue(db: DbOrTx, order: OrderRow, kind: PaymentKind, quantities: readonly LineQuantity[] | null): Promise<DueAmounts> {
  const [lines, settings] = await Promise.all([
    kind === 'final' ? db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)) : Promise.resolve([]),
    readOrderSettings(db),
  ]);
  return paymentDue(order, lines, kind, quantities, settings);
}

/** The deposit (kept for callers of the first version). */
export const depositDue = (order: OrderRow, settings: OrderSettings): DueAmounts => paymentDue(order, [], 'deposit', null, settings);
