import type { Locale } from 'shared-contracts/i18n/locale';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { clientKitMessages } from 'shared-contracts/i18n/messages-client-kit';
import { brandMessages } from 'shared-contracts/shell/components/messages';
import { authPageMessages } from '../features/auth/messages';
import { mergeMessageTables, type MessageTable, type Messages } from 'shared-contracts/shell/i18n/merge-messages';
import { i18nMessages } from 'shared-contracts/shell/i18n/messages';
import { routeMessages } from 'shared-contracts/shell/routes/messages';
import { routeTitles } from 'shared-contracts/shell/routes/route-titles';

/**
 * The host's message tables the login page draws from (a subset of i18n/host-messages.ts): the server's
 * login keys and the client kit's errors first, as there, then the page's own texts.
 */
export const LOGIN_DOCUMENT_TABLES: readonly MessageTable[] = [
  authMessages, clientKitMessages, routeMessages, routeTitles, i18nMessages, brandMessages, authPageMessages,
];

export function loginDocumentMessages(locale: Locale): Messages {
  return mergeMessageTables(LOGIN_DOCUMENT_TABLES, locale);
}
