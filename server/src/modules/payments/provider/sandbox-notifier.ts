import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notifyAnswerSchema, type GatewayNotification } from 'shared-contracts/api/online-payments';
import type { SandboxProvider } from './sandbox-provider';
import { signNotification } from './signature';

export const SANDBOX_NOTIFY = 'payments.sandbox-notify';
export const NOTIFY_PATH = '/api/payments/notify/sandbox';

/** One notification per trade and outcome, the same on every retry (a provider's notify id). */
const notifyIdOf = (tradeNo: string, status: string) => crypto.createHash('sha256').update(`${tradeNo}:${status}`).digest('hex').slice(0, 32);

/** The signed notification of a trade that ended, or null while it has not. */
export async function sandboxNotification(provider: SandboxProvider, tradeNo: string, secret: string, now: Date): Promise<GatewayNotification | null> {
  const trade = await provider.trade(tradeNo);
  if (!trade || (trade.status !== 'paid' && trade.status !== 'failed')) return null;
  const status = trade.status === 'paid' ? 'SUCCESS' : 'FAILED';
  return signNotification({
    notifyId: notifyIdOf(trade.tradeNo, status), tradeNo: trade.tradeNo, outTradeNo: trade.outTradeNo, method: trade.method, status,
    amount: trade.amount, currency: 'CNY', paidAt: trade.paidAt?.toISOString() ?? null, failureCode: trade.failureCode, sentAt: now.toISOString(),
  }, secret);
}

/**
 * The sandbox's notification as a job of the queue (docs/jobs.md), so it survives a restart and is retried as a real
 * gateway retries: it is delivered through the app's own HTTP stack to the notify route, and anything but an
 * acknowledgement fails the job for pg-boss to try again.
 */
export function declareSandboxNotifier(app: FastifyInstance, provider: SandboxProvider, secret: () => Promise<string>): void {
  app.jobs.handle<{ tradeNo: string }>(SANDBOX_NOTIFY, async ({ data, now }) => {
    const notification = await sandboxNotification(provider, data.tradeNo, await secret(), now);
    if (!notification) return { skipped: 'not ended' };
    const answer = await app.inject({ method: 'POST', url: NOTIFY_PATH, payload: notification });
    const acknowledged = answer.statusCode === 200 && notifyAnswerSchema.safeParse(answer.json()).success;
    if (!acknowledged) throw new Error(`notification of ${data.tradeNo} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
    return { delivered: notification.status, answer: answer.json() as unknown };
  });
}

export const queueSandboxNotification = (app: FastifyInstance) => async (tradeNo: string) => {
  await app.jobs.runNow(SANDBOX_NOTIFY, { tradeNo });
};
