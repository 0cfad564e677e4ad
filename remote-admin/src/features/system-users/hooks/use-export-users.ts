import { useMutation } from '@tanstack/react-query';
import { saveBlob } from 'shared-contracts/http/save-blob';
import type { Locale } from 'shared-contracts/i18n/locale';
import { exportUsers } from '../api/export-users';
import type { UserFilters } from '../api/get-users';

/** Exports the list as filtered now and saves it as `users-<lang>.xlsx`; a refusal is toasted by the client. */
export function useExportUsers(filters: UserFilters, locale: Locale) {
  return useMutation({ mutationFn: async () => saveBlob(await exportUsers(filters, locale), `users-${locale}.xlsx`) });
}
