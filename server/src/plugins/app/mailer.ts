import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../../db/schema';

/** `body` is the plain-text part every mail has; `html` an HTML part beside it. */
export type Mail = { to: string; subject: string; body: string; html?: string | null };

/** What sends a mail by SMTP: nodemailer's transport, or a test's stand-in. */
export type MailTransport = { sendMail: (message: { from: string; to: string; subject: string; text: string; html?: string }) => Promise<unknown> };

declare module 'fastify' {
  interface FastifyInstance {
    /** Records the mail in the outbox and sends it by SMTP when configured (otherwise logs it for development). */
    sendMail: (mail: Mail) => Promise<void>;
    /**
     * The SMTP transport, or null without SMTP (mail then stays in the outbox). Those who keep their own outbox rows
     * (notifications: one mail per notification, docs/notifications.md) send through it; tests may replace it.
     */
    mailTransport: MailTransport | null;
    /** The sender address of the configured SMTP, or a placeholder when there is none. */
    mailFrom: string;
  }
}

export default fp(async function mailerPlugin(app: FastifyInstance) {
  const smtp = app.config.smtp;
  const transport = smtp
    ? nodemailer.createTransport({
        host: smtp.host, port: smtp.port, secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
      })
    : null;

  app.decorate('mailTransport', transport as MailTransport | null);
  app.decorate('mailFrom', smtp?.from ?? 'no-reply@procurement.local');

  app.decorate('sendMail', async (mail: Mail) => {
    const [row] = await app.db.insert(mailOutbox)
      .values({ recipient: mail.to, subject: mail.subject, body: mail.body, html: mail.html ?? null })
      .returning({ id: mailOutbox.id });
    if (!transport || !smtp) {
      // Development without SMTP: the outbox row and this log line are where the code is read.
      app.log.info({ outboxId: row?.id, to: mail.to, subject: mail.subject, mail: mail.body }, 'mail kept in outbox (no SMTP configured)');
      return;
    }
    try {
      await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.body, ...(mail.html ? { html: mail.html } : {}) });
      if (row) await app.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    } catch (err) {
      app.log.error({ err, outboxId: row?.id }, 'SMTP send failed; mail stays in outbox');
      if (row) await app.db.update(mailOutbox).set({ error: String((err as Error).message).slice(0, 500) }).where(eq(mailOutbox.id, row.id));
    }
  });
}, { name: 'mailer', dependencies: ['database'] });
