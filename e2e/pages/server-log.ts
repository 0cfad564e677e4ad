import fs from 'node:fs';
import path from 'node:path';

/**
 * The e2e server logs JSON lines to `$E2E_DATA_DIR/server.log` (playwright.config.ts). Without SMTP a
 * mail is kept in the outbox and logged as 'mail kept in outbox', body included: the one place outside
 * the server's own database (PGlite, one process only) where a registration code can be read. The sandbox payment
 * provider "sends" its SMS codes the same way, as 'sandbox SMS sent' lines.
 */
function logFile(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return path.join(dir, 'server.log');
}

type MailLine = { msg?: string; to?: string; mail?: string };

function latestCodeFor(email: string): string | undefined {
  const lines = fs.existsSync(logFile()) ? fs.readFileSync(logFile(), 'utf8').split('\n') : [];
  let code: string | undefined;
  for (const line of lines) {
    if (!line.includes('mail kept in outbox')) continue;
    const entry = JSON.parse(line) as MailLine;
    if (entry.to?.toLowerCase() !== email.toLowerCase()) continue;
    // The code stands alone on an indented line of the mail body (server/src/modules/register/email-code-mail.ts).
    code = /^\s+(\d{6})\s*$/m.exec(entry.mail ?? '')?.[1] ?? code;
  }
  return code;
}

/**
 * Resolves with `read()`'s answer as soon as the log holds it: read now, then again at each write to the log
 * (a file watch, not a polling loop), until `timeoutMs` have passed.
 */
function whenLogged(read: () => string | undefined, timeoutMs: number, missing: string): Promise<string> {
  const first = read();
  if (first) return Promise.resolve(first);
  return new Promise((resolve, reject) => {
    const settle = (done: () => void) => {
      watcher.close();
      clearTimeout(timer);
      done();
    };
    const look = () => {
      let found: string | undefined;
      try {
        found = read();
      } catch {
        return; // a line caught half written: read again at the next write
      }
      if (found) settle(() => resolve(found));
    };
    // The server creates the log when it starts (playwright.config.ts), before any test runs.
    const watcher = fs.watch(logFile(), look);
    const timer = setTimeout(() => settle(() => reject(new Error(`${missing} in ${logFile()}`))), timeoutMs);
    look(); // a line written before the watch began
  });
}

/** Waits for the e-mail code sent to `email` (the log is written asynchronously). */
export function emailCodeFor(email: string, timeoutMs = 10_000): Promise<string> {
  return whenLogged(() => latestCodeFor(email), timeoutMs, `no e-mail code for ${email}`);
}

type SmsLine = { msg?: string; outTradeNo?: string; text?: string };

function latestSmsCodeFor(serialNo: string): string | undefined {
  const lines = fs.existsSync(logFile()) ? fs.readFileSync(logFile(), 'utf8').split('\n') : [];
  let code: string | undefined;
  for (const line of lines) {
    if (!line.includes('sandbox SMS sent')) continue;
    const entry = JSON.parse(line) as SmsLine;
    if (entry.outTradeNo !== serialNo) continue;
    // '[Sandbox bank] Payment PAY…: your code is 123456, valid for this payment only.' (payments/provider/sandbox-provider.ts)
    code = /your code is (\d{6})/.exec(entry.text ?? '')?.[1] ?? code;
  }
  return code;
}

/**
 * Waits for the SMS code the sandbox bank "sent" for the online payment numbered `serialNo` (its out trade number):
 * the sandbox delivers it as the 'sandbox SMS sent' log line (docs/payments.md), as the outbox line carries e-mail codes.
 */
export function smsCodeFor(serialNo: string, timeoutMs = 10_000): Promise<string> {
  return whenLogged(() => latestSmsCodeFor(serialNo), timeoutMs, `no sandbox SMS code for ${serialNo}`);
}

type NotificationMailLine = { msg?: string; to?: string; subject?: string };

function notificationSubjectFor(email: string, subjectPart: string): string | undefined {
  const lines = fs.existsSync(logFile()) ? fs.readFileSync(logFile(), 'utf8').split('\n') : [];
  for (const line of lines) {
    if (!line.includes('notification mail kept in outbox')) continue;
    const entry = JSON.parse(line) as NotificationMailLine;
    if (entry.to?.toLowerCase() === email.toLowerCase() && entry.subject?.includes(subjectPart)) return entry.subject;
  }
  return undefined;
}

/**
 * Waits for a notification's e-mail to `email` whose subject holds `subjectPart` (docs/notifications.md: without SMTP
 * the outbox row is the mail, logged with its subject). It leaves within seconds of the notification (the sweep sent
 * when it is committed); the wait allows the minute's sweep too, as a guard against a hang, not a speed requirement.
 */
export function notificationMailFor(email: string, subjectPart: string, timeoutMs = 90_000): Promise<string> {
  return whenLogged(() => notificationSubjectFor(email, subjectPart), timeoutMs, `no notification mail "${subjectPart}" to ${email}`);
}
