import type { Locale } from 'shared-contracts/i18n/locale';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { clientKitMessages } from 'shared-contracts/i18n/messages-client-kit';
import { mallApiMessages } from 'shared-contracts/i18n/messages-mall-api';
import { brandMessages } from 'shared-contracts/shell/components/messages';
import { layoutMessages } from 'shared-contracts/shell/features/layout/messages';
import { notifyMessages } from 'shared-contracts/shell/features/notify/messages';
import { mergeMessageTables, type MessageTable, type Messages } from 'shared-contracts/shell/i18n/merge-messages';
import { i18nMessages } from 'shared-contracts/shell/i18n/messages';
import { routeMessages } from 'shared-contracts/shell/routes/messages';
import { routeTitles } from 'shared-contracts/shell/routes/route-titles';

/**
 * The host's message tables the mall document draws from (a subset of i18n/host-messages.ts, in its order): the
 * server's login and mall keys and the client kit's errors first, then the navbar's, the footer's and the titles.
 * The mall's pages bring their own tables, as in the portal.
 */
export const MALL_DOCUMENT_TABLES: readonly MessageTable[] = [
  authMessages, clientKitMessages, mallApiMessages, routeMessages, routeTitles, i18nMessages, brandMessages,
  notifyMessages, layoutMessages,
];

export function mallDocumentMessages(locale: Locale): Messages {
  return mergeMessageTables(MALL_DOCUMENT_TABLES, locale);
}
