import { MessageKey } from 'shared-contracts/api/message-keys';
import type { CardDetails, GatewayNotification, OnlineMethod } from 'shared-contracts/api/online-payments';

/**
 * A payment provider (docs/payments.md): the gateway an online payment goes through. The server creates a trade
 * there for each intent, passes the card's SMS code on, asks for a trade's state, closes a trade the payer gave
 * up, and verifies the signed notification the provider sends when a trade ends. Amounts are fen of CNY.
 */
export interface PaymentProvider {
  /** The `<provider>` of `POST api/payments/notify/<provider>`. */
  readonly name: string;
  /** A sandbox takes money that does not exist: the pages say so and link its simulator. */
  readonly sandbox: boolean;
  createTrade(request: TradeRequest): Promise<CreatedTrade>;
  /** A new SMS code for a card trade still waiting for one. */
  sendSmsCode(tradeNo: string): Promise<SmsSent>;
  /** The payer's SMS code: `accepted` means the provider now settles the trade and notifies its end. */
  confirmSmsCode(tradeNo: string, code: string): Promise<SmsOutcome>;
  queryTrade(outTradeNo: string): Promise<TradeState | null>;
  /** Closes a trade still pending (expired, given up); answers the trade as it ends up (a trade paid meanwhile stays paid). */
  closeTrade(outTradeNo: string): Promise<TradeState | null>;
  /** The notification if its signature is the provider's, else null. */
  verifyNotification(notification: GatewayNotification): Promise<GatewayNotification | null>;
}

export type TradeRequest = {
  /** Our reference: the payment's serial number. */
  outTradeNo: string;
  method: OnlineMethod;
  amount: number;
  subject: string;
  expiresAt: Date;
  /** The card method's details, passed to the provider and never kept by us. */
  card?: CardDetails;
  /** The portal's origin as the payer reached it: the sandbox's QR points at its simulator there. */
  origin: string;
};

export type SmsSent = { phone: string };

export type CreatedTrade =
  | { outcome: 'qr'; tradeNo: string; qrContent: string }
  | ({ outcome: 'sms'; tradeNo: string } & SmsSent)
  | { outcome: 'failed'; tradeNo: string | null; failureCode: FailureCode };

export type SmsOutcome = 'accepted' | 'wrongCode' | 'closed';

export type TradeState = {
  tradeNo: string;
  status: 'pending' | 'paid' | 'failed' | 'closed';
  amount: number;
  failureCode: FailureCode | null;
};

/** Why a trade failed, as providers report it. */
export const FAILURE_CODES = ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'PAYER_DECLINED', 'SMS_TRIES_EXCEEDED', 'EXPIRED', 'GATEWAY_ERROR'] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

const FAILURE_KEYS: Record<FailureCode, string> = {
  CARD_DECLINED: MessageKey.onlineCardDeclined,
  INSUFFICIENT_FUNDS: MessageKey.onlineInsufficientFunds,
  PAYER_DECLINED: MessageKey.onlinePayerDeclined,
  SMS_TRIES_EXCEEDED: MessageKey.smsTriesExceeded,
  EXPIRED: MessageKey.onlineIntentExpired,
  GATEWAY_ERROR: MessageKey.onlineGatewayError,
};

/** The failure as the payment records it: a message key the pages translate. An unknown code reads as a decline. */
export const failureKeyOf = (code: string | null | undefined): string =>
  (code && code in FAILURE_KEYS ? FAILURE_KEYS[code as FailureCode] : MessageKey.onlineCardDeclined);
