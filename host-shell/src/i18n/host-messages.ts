import type { Locale } from 'shared-contracts/i18n/locale';
import { adminApiMessages } from 'shared-contracts/i18n/messages-admin-api';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { clientKitMessages } from 'shared-contracts/i18n/messages-client-kit';
import { mallApiMessages } from 'shared-contracts/i18n/messages-mall-api';
import { usersMessages } from 'shared-contracts/i18n/messages-users';
import { systemMessages } from 'shared-contracts/i18n/messages-system';
import { brandMessages } from 'shared-contracts/shell/components/messages';
import { authPageMessages } from '../features/auth/messages';
import { errorMessages } from '../features/errors/messages';
import { notifyMessages } from 'shared-contracts/shell/features/notify/messages';
import { federationMessages } from '../federation/messages';
import { routeMessages } from 'shared-contracts/shell/routes/messages';
import { routeTitles } from 'shared-contracts/shell/routes/route-titles';
import { slotMessages } from '../routes/shell-slots';
import { mergeMessageTables, type MessageTable, type Messages } from 'shared-contracts/shell/i18n/merge-messages';
import { i18nMessages } from 'shared-contracts/shell/i18n/messages';

export type { Messages };

/**
 * The message tables every host page may need, in one list; a page in a chunk of its own (registration, the
 * personal centre) brings its table with it (withRemoteMessages), so a first page does not load them. Server
 * and client-kit texts come first (they translate server message keys, SPEC §8), the host's own after; ids
 * never repeat across tables, the pages' included (tested).
 */
export const HOST_MESSAGE_TABLES: Readonly<Record<string, MessageTable>> = {
  authMessages,
  adminApiMessages,
  clientKitMessages,
  usersMessages,
  systemMessages,
  mallApiMessages,
  federationMessages,
  routeMessages,
  routeTitles,
  i18nMessages,
  brandMessages,
  authPageMessages,
  errorMessages,
  notifyMessages,
  slotMessages,
};

/** Messages of the host for one language; each remote brings its own (see its exposed modules). */
export function hostMessages(locale: Locale): Messages {
  return mergeMessageTables(Object.values(HOST_MESSAGE_TABLES), locale);
}
