import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from 'shared-contracts/http/download';
import type { Locale } from 'shared-contracts/i18n/locale';
import { saveBlob } from 'shared-contracts/http/save-blob';

/** `GET api/auth/online/download` (online:list): the filtered sessions as .xlsx in the reader's language and clock. */
export function exportOnline(filter: string, locale: Locale): Promise<Blob> {
  const searchParams: Record<string, string | number> = { lang: locale, tzOffset: -new Date().getTimezoneOffset() };
  if (filter) searchParams.filter = filter;
  return downloadBlob('api/auth/online/download', { searchParams });
}

export function useExportOnline(filter: string, locale: Locale) {
  return useMutation({ mutationFn: async () => saveBlob(await exportOnline(filter, locale), `online-users-${locale}.xlsx`) });
}
