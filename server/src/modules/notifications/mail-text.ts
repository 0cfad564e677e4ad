import type { Locale } from 'shared-contracts/i18n/locale';
import { NOTIFICATION_MAIL_FRAME, fillText, notificationTextOf } from 'shared-contracts/i18n/messages-notifications';
import { displayValues } from 'shared-contracts/i18n/notification-text';
import type { NotificationKind } from 'shared-contracts/mall/notification-rules';
import { linkOf } from './links';

export type MailableNotification = {
  kind: NotificationKind; orderId: number | null; refundId: number | null;
  params: Record<string, string | number | null>;
};

export type NotificationMail = { subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
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
