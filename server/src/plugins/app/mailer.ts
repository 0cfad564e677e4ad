import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../../db/schema';

export type Mail = { to: string; subject: string; body: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Records the mail in the outbox and sends it by SMTP when configured (otherwise logs it for development). */
    sendMail: (mail: Mail) => Promise<void>;
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

  app.decorate('sendMail', async (mail: Mail) => {
    const [row] = await app.db.insert(mailOutbox)
      .values({ recipient: mail.to, subject: mail.subject, body: mail.body })
      .returning({ id: mailOutbox.id });
    if (!transport || !smtp) {
      // Development without SMTP: the outbox row and this log line are where the code is read.
      app.log.info({ outboxId: row?.id, to: mail.to, subject: mail.subject, mail: mail.body }, 'mail kept in outbox (no SMTP configured)');
      return;
    }
    try {
      await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.body });
      if (row) await app.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    } catch (err) {
      app.log.error({ err, outboxId: row?.id }, 'SMTP send failed; mail stays in outbox');
      if (row) await app.db.update(mailOutbox).set({ error: String((err as Error).message).slice(0, 500) }).where(eq(mailOutbox.id, row.id));
    }
  });
}, { name: 'mailer', dependencies: ['database'] });
