import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from 'shared-contracts/http/download';
import type { Locale } from 'shared-contracts/i18n/locale';
import { saveBlob } from 'shared-contracts/http/save-blob';
import { logFilterParams, logPath, type LogFilters, type LogKind } from '../utils/log-filters';

/** `GET api/logs/download` or `GET api/logs/error/download`: the filtered log as .xlsx in the reader's language and clock. */
export function exportLogs(kind: LogKind, filters: LogFilters, locale: Locale): Promise<Blob> {
  return downloadBlob(`${logPath(kind)}/download`, {
    searchParams: { ...logFilterParams(filters), lang: locale, tzOffset: -new Date().getTimezoneOffset() },
  });
}

export function useExportLogs(kind: LogKind, filters: LogFilters, locale: Locale) {
  const name = `${kind === 'info' ? 'operation' : 'error'}-log-${locale}.xlsx`;
  return useMutation({ mutationFn: async () => saveBlob(await exportLogs(kind, filters, locale), name) });
}
