import { useIntl } from 'react-intl';
import type { Notification } from 'shared-contracts/api/notifications';
import { localeOfIntlTag } from 'shared-contracts/i18n/locale';
import { notificationTexts } from 'shared-contracts/i18n/notification-text';

/**
 * A notification's subject and body in the page's language, from the same table and value formats as its e-mail,
 * so the bell, the list and the mail say the same words. A kind this page has no text for reads a generic line.
 */
export function useNotificationText(n: Pick<Notification, 'kind' | 'params'>): { subject: string; body: string } {
  const intl = useIntl();
  const texts = notificationTexts(n, localeOfIntlTag(intl.locale));
  if (texts) return { subject: texts.subject, body: texts.body };
  return { subject: intl.formatMessage({ id: 'notifications.unknownKind' }), body: '' };
}
