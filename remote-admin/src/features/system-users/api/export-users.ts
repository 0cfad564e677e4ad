import { downloadBlob } from 'shared-contracts/http/download';
import type { Locale } from 'shared-contracts/i18n/locale';
import { filterParams, type UserFilters } from './get-users';

/**
 * `GET api/users/download` (user:list): the filtered users (the server applies the data scope) as .xlsx, with
 * headers and names in the reader's language and times on the reader's clock.
 */
export function exportUsers(filters: UserFilters, locale: Locale): Promise<Blob> {
  const tzOffset = -new Date().getTimezoneOffset();
  return downloadBlob('api/users/download', { searchParams: { ...filterParams(filters), lang: locale, tzOffset } });
}
