import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ImportProblem, ImportResult } from 'shared-contracts/api/shipments';
import { saveBlob } from 'shared-contracts/http/save-blob';
import { useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { downloadTemplate, useImportShipments } from '../api/batch-shipment';
import { importProblems, refusalKey } from '../utils/server-refusal';
import { ImportFileInput } from './import-file-input';
import { ImportProblems } from './import-problems';
import { ImportedShipments } from './imported-shipments';

type Outcome = { kind: 'done'; result: ImportResult } | { kind: 'rows'; problems: ImportProblem[] } | { kind: 'refused'; key: string };

/**
 * `/myInvoices/batch`: download the template (headers in the reader's language, their SKUs listed), fill it in,
 * upload it. Either every row becomes a shipment, or nothing is imported and each bad row is listed with its column
 * and message. One Idempotency-Key per chosen file: uploading the same file twice imports it once.
 */
export function BatchShipment() {
  const locale = usePortalLocale();
  const errorText = useErrorTextOr('shipments.batch.failed');
  const upload = useImportShipments();
  const [file, setFile] = useState<{ file: File; key: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await downloadTemplate(locale), `shipments-template-${locale}.xlsx`);
    } catch {
      // Refusals were toasted by the shared client.
    } finally {
      setDownloading(false);
    }
  };
  const send = () => {
    if (!file) return;
    setOutcome(null);
    upload.mutate(file, {
      onSuccess: (result) => { setOutcome({ kind: 'done', result }); setFile(null); },
      onError: (error) => {
        const problems = importProblems(error);
        setOutcome(problems ? { kind: 'rows', problems } : { kind: 'refused', key: refusalKey(error) ?? 'shipments.batch.failed' });
      },
    });
  };

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="2xl"><FormattedMessage id="shipments.batch.title" /></Heading>
        <Text color="fg.muted"><FormattedMessage id="shipments.batch.description" /></Text>
      </Stack>
      <List.Root as="ol" gap="2" ps="5">
        <List.Item><FormattedMessage id="shipments.batch.step1" /></List.Item>
        <List.Item><FormattedMessage id="shipments.batch.step2" /></List.Item>
        <List.Item><FormattedMessage id="shipments.batch.step3" /></List.Item>
      </List.Root>
      <HStack gap="3" wrap="wrap" align="end">
        <Button variant="outline" loading={downloading} onClick={() => void download()}>
          <Download /><FormattedMessage id="shipments.batch.download" />
        </Button>
        <ImportFileInput file={file?.file ?? null} onChoose={(chosen) => { setOutcome(null); setFile(chosen ? { file: chosen, key: crypto.randomUUID() } : null); }} />
        <Button colorPalette="blue" disabled={!file} loading={upload.isPending} onClick={send}>
          <FormattedMessage id="shipments.batch.upload" />
        </Button>
      </HStack>
      {outcome?.kind === 'done' ? <ImportedShipments result={outcome.result} /> : null}
      {outcome?.kind === 'rows' ? <ImportProblems problems={outcome.problems} /> : null}
      {outcome?.kind === 'refused' ? (
        <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{errorText(outcome.key)}</Alert.Title></Alert.Root>
      ) : null}
      <HStack gap="3">
        <Button asChild variant="ghost"><RouterLink to="/myInvoicesOrder"><FormattedMessage id="shipments.create.toList" /></RouterLink></Button>
        <Button asChild variant="ghost"><RouterLink to="/myStock"><FormattedMessage id="shipments.form.backToStock" /></RouterLink></Button>
      </HStack>
    </Stack>
  );
}
