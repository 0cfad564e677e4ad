import { useMutation } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/i18n/locale';
import { exportUsers } from '../api/export-users';
import type { UserFilters } from '../api/get-users';

/** Saves a downloaded file under `name` through a temporary link. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Exports the list as filtered now and saves it as `users-<lang>.xlsx`; a refusal is toasted by the client. */
export function useExportUsers(filters: UserFilters, locale: Locale) {
  return useMutation({ mutationFn: async () => save(await exportUsers(filters, locale), `users-${locale}.xlsx`) });
}
