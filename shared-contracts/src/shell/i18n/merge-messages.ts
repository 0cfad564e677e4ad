import type { Locale } from 'shared-contracts/i18n/locale';

export type Messages = Record<string, string>;
export type MessageTable = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

/** One language of several message tables, as one react-intl message object. */
export function mergeMessageTables(tables: readonly MessageTable[], locale: Locale): Messages {
  return Object.assign({}, ...tables.map((table) => table[locale]));
}
