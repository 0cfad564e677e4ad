import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from 'shared-contracts/api/orders';
import { IMPORT_FILE_FIELD, importResultSchema, type ImportResult } from 'shared-contracts/api/shipments';
import { apiRequest, http } from 'shared-contracts/http/client';
import { downloadBlob } from 'shared-contracts/http/download';
import type { Locale } from 'shared-contracts/i18n/locale';
import { RELATED_QUERY_ROOTS } from './query-keys';

/** `GET api/shipments/template?lang=`: the .xlsx template in the reader's language, with their shippable SKUs. */
export function downloadTemplate(locale: Locale): Promise<Blob> {
  return downloadBlob('api/shipments/template', { searchParams: { lang: locale } });
}

/**
 * `POST api/shipments/import`: the filled-in template. Quiet: a refused file (400 with every bad row) is shown on the
 * page, not toasted. One key per chosen file, so uploading it twice imports it once.
 */
export function importShipments(file: File, key: string): Promise<ImportResult> {
  const body = new FormData();
  body.append(IMPORT_FILE_FIELD, file, file.name);
  return apiRequest(importResultSchema, http.post('api/shipments/import', { body, headers: { [IDEMPOTENCY_HEADER]: key }, context: { quiet: true } }));
}

export function useImportShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, key }: { file: File; key: string }) => importShipments(file, key),
    onSettled: () => Promise.all(RELATED_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
