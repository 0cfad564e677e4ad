import { intlTag, type Locale } from 'shared-contracts/i18n/locale';
import { NOTIFICATION_MAIL_FRAME, fillText, notificationTextOf } from 'shared-contracts/i18n/messages-notifications';
import { fenToYuan } from 'shared-contracts/mall/yuan-text';
import type { NotificationKind } from 'shared-contracts/mall/notification-rules';
import { linkOf } from './links';

export type MailableNotification = {
  kind: NotificationKind; orderId: number | null; refundId: number | null;
  params: Record<string, string | number | null>;
};

export type NotificationMail = { subject: string; text: string; html: string };

/** Deadlines are the platform's, in Vietnam (docs/orders.md): written in its time, with the offset said. */
const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const MONEY_PARAMS = new Set(['amount', 'deposit']);
const DATE_PARAMS = new Set(['dueAt', 'deliveredAt', 'placedAt']);

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function dateText(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat(intlTag(locale), {
    timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false,
  }).format(date);
  return `${text} (GMT+7)`;
}

/** Each value as the reader reads it: yuan amounts, dates in Vietnam's time, the carrier's name in their language. */
export function displayValues(params: MailableNotification['params'], locale: Locale): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === '') continue;
    if (MONEY_PARAMS.has(name) && typeof value === 'number') values[name] = `¥${fenToYuan(value)}`;
    else if (DATE_PARAMS.has(name) && typeof value === 'string') values[name] = dateText(value, locale);
    else values[name] = String(value);
  }
  const carrier = locale === 'en' ? params.carrierEn : locale === 'vi' ? params.carrierVi : params.carrier;
  if (typeof carrier === 'string' && carrier) values.carrier = carrier;
  return values;
}

/**
 * A notification as an e-mail in the reader's language: subject, a plain-text part, and an HTML part in which every
 * value that came from a person (a reason, an opinion, a buyer's name, a tracking number) is escaped.
 */
export function notificationMail(n: MailableNotification, locale: Locale, recipientName: string, portalUrl: string): NotificationMail {
  const variant = typeof n.params.payment === 'string' ? n.params.payment : null;
  const texts = notificationTextOf(locale, n.kind, variant);
  if (!texts) throw new Error(`no ${locale} text for notification kind ${n.kind}`);
  const frame = NOTIFICATION_MAIL_FRAME[locale];
  const values = displayValues(n.params, locale);
  const link = `${portalUrl}${linkOf(n)}`;
  const subject = fillText(texts.subject, values).replace(/[\r\n]+/g, ' ');
  const body = fillText(texts.body, values);
  const greeting = fillText(frame.greeting, { name: recipientName });
  const text = [greeting, '', body, '', `${texts.action}: ${link}`, '', frame.footer].join('\n');

  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a202c">',
    `<p>${fillText(escapeHtml(frame.greeting), { name: escapeHtml(recipientName) })}</p>`,
    `<p>${fillText(escapeHtml(texts.body), escaped)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="color:#2b6cb0">${escapeHtml(texts.action)}</a></p>`,
    `<p style="color:#718096;font-size:12px">${escapeHtml(frame.footer)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
