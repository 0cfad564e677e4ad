import { sql, type SQL } from 'drizzle-orm';
import { isOnlineMethod } from 'shared-contracts/api/online-payments';
import { INTENT_STATES, type IntentState, type OnlinePaymentInfo } from 'shared-contracts/api/payments';
import { payments } from '../../db/schema';

type PaymentRow = typeof payments.$inferSelect;
export type LatestIntent = { provider: string; tradeNo: string | null; status: string };

/** `what` of a payment's latest intent `i`, as a column of a payment query (payments and intents are one to one in practice). */
const ofLatestIntent = <T>(what: SQL) => sql<T>`(select ${what} from mall_payment_intent i where i.payment_id = ${payments.id} order by i.id desc limit 1)`;

/** A payment's latest intent. */
export const latestIntentSql =
  ofLatestIntent<LatestIntent | null>(sql`json_build_object('provider', i.provider, 'tradeNo', i.provider_trade_no, 'status', i.status)`);
/** The status of a payment's latest intent. */
export const latestIntentStatusSql = ofLatestIntent<string | null>(sql`i.status`);

const intentStateOf = (status: string | undefined): IntentState | null =>
  INTENT_STATES.find((s) => s === status) ?? null;

/** What an online payment shows beyond a transfer's fields: the provider's trade, the payer, the card masked, a refund due. */
export function onlineInfoOf(row: PaymentRow, intent: LatestIntent | null): OnlinePaymentInfo | null {
  if (!isOnlineMethod(row.method)) return null;
  return {
    provider: intent?.provider ?? '', providerTradeNo: intent?.tradeNo ?? null, payerName: row.payerName, cardMasked: row.cardMasked,
    refundDue: intent?.status === 'refundDue',
    attempt: intentStateOf(intent?.status),
  };
}
