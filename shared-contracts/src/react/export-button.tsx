import { Button } from '@chakra-ui/react/button';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveBlob } from '../http/save-blob';
import type { Locale } from '../i18n/locale';
import { usePortalLocale } from './use-portal-locale';

/** What every list export sends beside the list's filters: the sheet's language and the reader's clock. */
export type ExportTarget = { lang: Locale; tzOffset: number };

type ExportButtonProps = {
  /** The file's name without language and extension: the server's own (`orders` → `orders-en.xlsx`). */
  file: string;
  /** The feature's export request (its api/ file) with the list's current filters. */
  download: (target: ExportTarget) => Promise<Blob>;
};

/**
 * "Export to Excel" on a list (docs/exports.md): downloads the list as filtered now in the reader's language and
 * saves it. Busy while the file streams; a refusal (too many rows, no permission) is toasted by the HTTP client in
 * the reader's language, so the button only has to come back.
 */
export function ExportButton({ file, download }: ExportButtonProps) {
  const locale = usePortalLocale();
  const intl = useIntl();
  const exporter = useMutation({
    mutationFn: async () => saveBlob(await download({ lang: locale, tzOffset: -new Date().getTimezoneOffset() }), `${file}-${locale}.xlsx`),
  });
  return (
    <Button size="sm" variant="outline" loading={exporter.isPending} title={intl.formatMessage({ id: 'export.toExcelHint' })} onClick={() => exporter.mutate()}>
      <Download />
      <FormattedMessage id="export.toExcel" />
    </Button>
  );
}
