import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { SMS_CODE_LENGTH, type GatewayNotification } from 'shared-contracts/api/online-payments';
import type { Db } from '../../../db/connect';
import { sandboxTrades } from '../../../db/schema';
import type { Clock } from '../../../plugins/app/jobs-clock';
import type { CreatedTrade, FailureCode, PaymentProvider, SmsOutcome, SmsSent, TradeRequest, TradeState } from './provider';
import { cardRuleOf, maskPhone } from './sandbox-rules';
import { signatureMatches } from './signature';

type TradeRow = typeof sandboxTrades.$inferSelect;

export type SandboxDeps = {
  db: Db;
  clock: Clock;
  /** The notification key (notify-secret.ts). */
  secret: () => Promise<string>;
  /** SANDBOX_SMS_CODE: every SMS carries this code (tests); otherwise a random one. */
  fixedSmsCode: string | null;
  /** Where the SMS goes: a log line a tester reads (docs/payments.md). */
  deliverSms: (sms: { tradeNo: string; outTradeNo: string; phone: string; text: string }) => void;
  /** Queues the signed notification of a trade that ended (sandbox-notifier.ts). */
  notifyEnd: (tradeNo: string) => Promise<void>;
};

/** The simulator path a QR carries: a tester opens it (or scans it with a phone on the same network) to pay or decline. */
export const SIMULATOR_PATH = '/api/payments/sandbox/scan';

const hashCode = (tradeNo: string, code: string) => crypto.createHash('sha256').update(`${tradeNo}\n${code}`).digest('hex');

/**
 * A payment gateway that takes pretend money (docs/payments.md), with its own trades table so it answers like a
 * separate service: trades are pending until paid or failed, card trades need the SMS code it "sends", QR trades
 * are paid or declined in its simulator page, a trade past its expiry can no longer be paid, and the end of a trade
 * is notified, signed, to `POST api/payments/notify/sandbox` (retried until answered).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;

  constructor(private readonly deps: SandboxDeps) {}

  async createTrade(request: TradeRequest): Promise<CreatedTrade> {
    const tradeNo = `SBX${crypto.randomBytes(12).toString('hex').toUpperCase()}`;
    const last4 = request.card ? request.card.cardNumber.slice(-4) : null;
    const declined = cardRuleOf(last4) === 'decline';
    await this.deps.db.insert(sandboxTrades).values({
      tradeNo, outTradeNo: request.outTradeNo, method: request.method, amount: request.amount,
      status: declined ? 'failed' : 'pending', failureCode: declined ? 'CARD_DECLINED' : null, cardLast4: last4,
      expiresAt: request.expiresAt, createdAt: this.now(), updatedAt: this.now(),
    });
    if (declined) return { outcome: 'failed', tradeNo, failureCode: 'CARD_DECLINED' };
    if (!request.card) return { outcome: 'qr', tradeNo, qrContent: `${request.origin}${SIMULATOR_PATH}/${tradeNo}` };
    const sent = await this.sendCode(tradeNo, request.outTradeNo, request.card.phone);
    return { outcome: 'sms', tradeNo, ...sent };
  }

  async sendSmsCode(tradeNo: string): Promise<SmsSent> {
    const trade = await this.trade(tradeNo);
    if (!trade || trade.cardLast4 === null) throw new Error(`no card trade ${tradeNo}`);
    return this.sendCode(tradeNo, trade.outTradeNo, null);
  }

  async confirmSmsCode(tradeNo: string, code: string): Promise<SmsOutcome> {
    const ended = await this.deps.db.transaction(async (tx) => {
      const [trade] = await tx.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo)).for('update');
      if (!trade || !this.payable(trade)) return 'closed' as const;
      if (trade.smsCodeHash !== hashCode(tradeNo, code)) return 'wrongCode' as const;
      const failure: FailureCode | null = cardRuleOf(trade.cardLast4) === 'insufficientFunds' ? 'INSUFFICIENT_FUNDS' : null;
      await tx.update(sandboxTrades).set({
        status: failure ? 'failed' : 'paid', failureCode: failure, paidAt: failure ? null : this.now(), smsCodeHash: null, updatedAt: this.now(),
      }).where(eq(sandboxTrades.tradeNo, tradeNo));
      return 'accepted' as const;
    });
    if (ended === 'accepted') await this.deps.notifyEnd(tradeNo);
    return ended;
  }

  /** The simulator's buttons: the payer pays or declines a QR trade in the pretend payment app. */
  async scan(tradeNo: string, pay: boolean): Promise<TradeRow | null> {
    const [moved] = await this.deps.db.update(sandboxTrades).set({
      status: pay ? 'paid' : 'failed', failureCode: pay ? null : 'PAYER_DECLINED', paidAt: pay ? this.now() : null, updatedAt: this.now(),
    }).where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.status, 'pending'), sql`${sandboxTrades.cardLast4} is null`,
      sql`${sandboxTrades.expiresAt} > ${this.now()}`)).returning();
    if (moved) await this.deps.notifyEnd(tradeNo);
    return moved ?? (await this.trade(tradeNo));
  }

  async queryTrade(outTradeNo: string): Promise<TradeState | null> {
    const [trade] = await this.deps.db.select().from(sandboxTrades).where(eq(sandboxTrades.outTradeNo, outTradeNo));
    return trade ? this.stateOf(trade) : null;
  }

  async closeTrade(outTradeNo: string): Promise<TradeState | null> {
    await this.deps.db.update(sandboxTrades).set({ status: 'closed', smsCodeHash: null, updatedAt: this.now() })
      .where(and(eq(sandboxTrades.outTradeNo, outTradeNo), eq(sandboxTrades.status, 'pending')));
    return this.queryTrade(outTradeNo);
  }

  async verifyNotification(notification: GatewayNotification): Promise<GatewayNotification | null> {
    return signatureMatches(notification, await this.deps.secret()) ? notification : null;
  }

  async trade(tradeNo: string): Promise<TradeRow | null> {
    const [trade] = await this.deps.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
    return trade ?? null;
  }

  /** A trade past its expiry reads as closed, as a real gateway closes it on its own timer. */
  stateOf(trade: TradeRow): TradeState {
    const status = trade.status === 'pending' && !this.payable(trade) ? 'closed' : trade.status as TradeState['status'];
    return { tradeNo: trade.tradeNo, status, amount: trade.amount, failureCode: trade.failureCode as FailureCode | null };
  }

  private payable(trade: TradeRow): boolean {
    return trade.status === 'pending' && trade.expiresAt.getTime() > this.now().getTime();
  }

  private async sendCode(tradeNo: string, outTradeNo: string, phone: string | null): Promise<SmsSent> {
    const code = this.deps.fixedSmsCode ?? String(crypto.randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    await this.deps.db.update(sandboxTrades).set({ smsCodeHash: hashCode(tradeNo, code), updatedAt: this.now() })
      .where(eq(sandboxTrades.tradeNo, tradeNo));
    const shown = phone ? maskPhone(phone) : '';
    this.deps.deliverSms({ tradeNo, outTradeNo, phone: shown, text: `[Sandbox bank] Payment ${outTradeNo}: your code is ${code}, valid for this payment only.` });
    return { phone: shown };
  }

  private now(): Date {
    return this.deps.clock.now();
  }
}
