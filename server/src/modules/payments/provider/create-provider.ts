import type { FastifyInstance } from 'fastify';
import { notifySecret } from './notify-secret';
import { declareSandboxNotifier, queueSandboxNotification } from './sandbox-notifier';
import { SandboxProvider } from './sandbox-provider';

/**
 * The configured provider (PAYMENT_PROVIDER, docs/payments.md), or null: online methods are then not offered. The
 * notification key is settled when the app is ready (made and stored at the first start without one).
 */
export function createProvider(app: FastifyInstance): SandboxProvider | null {
  if (app.config.payments.provider !== 'sandbox') return null;
  let key: Promise<string> | null = null;
  const secret = () => {
    key ??= notifySecret(app.db, app.config.payments.notifySecret).catch((err: unknown) => {
      key = null;
      throw err;
    });
    return key;
  };
  app.addHook('onReady', async () => { await secret(); });
  const provider = new SandboxProvider({
    db: app.db, clock: app.clock, secret, fixedSmsCode: app.config.payments.sandboxSmsCode,
    // Where a tester reads the code, as the mail outbox line is where the e-mail codes are read in development.
    deliverSms: (sms) => app.log.info(sms, 'sandbox SMS sent'),
    notifyEnd: queueSandboxNotification(app),
  });
  declareSandboxNotifier(app, provider, secret);
  return provider;
}
