import { intlTag, type Locale } from './locale';
import { fillText, notificationTextOf, type NotificationText } from './messages-notifications';
import { fenToYuan } from '../mall/yuan-text';

/** What a notification's text is made from: its kind and the values the server kept (`params`). */
export type NotificationValues = { kind: string; params: Readonly<Record<string, string | number | null>> };

/** Deadlines are the platform's, in Vietnam (docs/orders.md): written in its time, with the offset said. */
const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const MONEY_PARAMS = new Set(['amount', 'deposit']);
const DATE_PARAMS = new Set(['dueAt', 'deliveredAt', 'placedAt']);

function dateText(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat(intlTag(locale), {
    timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false,
  }).format(date);
  return `${text} (GMT+7)`;
}

/**
 * Each value as the reader reads it: yuan amounts, dates in Vietnam's time, the carrier's name in their language.
 * One function for the e-mail (server) and the portal's bell and list, so both say the same thing.
 */
export function displayValues(params: NotificationValues['params'], locale: Locale): Record<string, string> {
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
 * A notification's subject, body and action in the reader's language, values filled in (plain text: the portal
 * escapes as React does, the e-mail's HTML part escapes the values itself). Undefined for a kind without text
 * (a newer server than this page): the caller shows a generic line rather than nothing.
 */
export function notificationTexts(n: NotificationValues, locale: Locale): NotificationText | undefined {
  const variant = typeof n.params.payment === 'string' ? n.params.payment : null;
  const texts = notificationTextOf(locale, n.kind, variant);
  if (!texts) return undefined;
  const values = displayValues(n.params, locale);
  return { subject: fillText(texts.subject, values), body: fillText(texts.body, values), action: texts.action };
}
