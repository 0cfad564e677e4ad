import { sql } from 'drizzle-orm';
import { yuanToFen } from 'shared-contracts/mall/yuan-text';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';

/**
 * The rates and limits of the order flow, kept as dictionary entries staff edit in the dictionaries page
 * (`order_settings`, `exchange_rate`; the label holds the value, docs/menus-and-dictionaries.md). Each is read
 * when used and frozen on the payment that uses it.
 */
export type OrderSettings = {
  /** % of the goods total; the deposit itself is computed at placement (mall/money.ts). */
  serviceFeePercent: number;
  /** fen per package. */
  packageFee: number;
  vnTaxPercent: number;
  unpaidCancelHours: number;
  stockReturnDays: number;
  /** Days after delivery before a delivered order completes itself (the buyer may confirm sooner). */
  autoCompleteDays: number;
  /** Days the warehouse takes to stock after the deposit is approved: the upper end of `stocking_days` ("5-7" → 7). */
  stockingDays: number;
  /** VND for 1 CNY. */
  cnyToVnd: number;
};

/** What the seed ships: used for a setting an admin deleted or wrote as something that is not a number. */
export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  serviceFeePercent: 3, packageFee: 1000, vnTaxPercent: 10, unpaidCancelHours: 24, stockReturnDays: 7, autoCompleteDays: 7, stockingDays: 7, cnyToVnd: 3600,
};

const number = (text: string | undefined, fallback: number, max: number) => {
  const n = text === undefined ? Number.NaN : Number(text.trim());
  return Number.isFinite(n) && n >= 0 && n <= max ? n : fallback;
};

export async function readOrderSettings(db: DbOrTx): Promise<OrderSettings> {
  const rows = await queryRows<{ name: string; value: string; label: string }>(db, sql`
    select d.name, dd.value, dd.label from sys_dict_detail dd join sys_dict d on d.id = dd.dict_id
    where d.name in ('order_settings', 'exchange_rate')`);
  const of = (value: string) => rows.find((r) => r.value === value)?.label;
  const d = DEFAULT_ORDER_SETTINGS;
  const fee = of('package_fee');
  const packageFee = fee === undefined ? Number.NaN : yuanToFen(fee);
  return {
    serviceFeePercent: number(of('service_fee_rate'), d.serviceFeePercent, 100),
    packageFee: Number.isFinite(packageFee) ? packageFee : d.packageFee,
    vnTaxPercent: number(of('vn_tax_rate'), d.vnTaxPercent, 100),
    unpaidCancelHours: Math.trunc(number(of('unpaid_cancel_hours'), d.unpaidCancelHours, 24 * 365)),
    stockReturnDays: Math.trunc(number(of('stock_return_days'), d.stockReturnDays, 365)),
    autoCompleteDays: Math.trunc(number(of('auto_complete_days'), d.autoCompleteDays, 365)),
    stockingDays: Math.trunc(number(of('stocking_days')?.split('-').at(-1), d.stockingDays, 365)),
    cnyToVnd: Math.round(number(of('CNY_VND'), d.cnyToVnd, 1_000_000)),
  };
}

/** fen of CNY at `cnyToVnd` dong per yuan, in whole dong (VND has no minor unit), rounded half up. */
export const vndOf = (fen: number, cnyToVnd: number) => Math.round((fen * cnyToVnd) / 100);
