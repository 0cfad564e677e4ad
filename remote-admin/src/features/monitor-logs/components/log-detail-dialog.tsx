import { Box } from '@chakra-ui/react/box';
import { CloseButton } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OpLog } from 'shared-contracts/api/op-logs';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { DetailRow } from '../../../components/detail-row';
import { useErrorDetail } from '../api/get-error-detail';
import { paramsText, type LogKind } from '../utils/log-filters';

function Code({ labelId, children }: { labelId: string; children: string }) {
  const intl = useIntl();
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm"><FormattedMessage id={labelId} /></Text>
      <Box as="pre" role="region" aria-label={intl.formatMessage({ id: labelId })} tabIndex={0} fontSize="xs" bg="bg.muted"
        p="3" rounded="md" overflow="auto" maxH="72" whiteSpace="pre-wrap" wordBreak="break-all">
        {children}
      </Box>
    </Stack>
  );
}

/** The stack of an error row, fetched when the dialog opens (the list does not carry stacks). */
function ErrorStack({ id }: { id: number }) {
  const detail = useErrorDetail(id, true);
  let body: ReactNode;
  if (detail.isError) body = <Text color="fg.error"><FormattedMessage id="admin.monitor.log.stackFailed" /></Text>;
  else if (!detail.data) body = <Text color="fg.muted"><FormattedMessage id="admin.list.loading" /></Text>;
  else return <Code labelId="admin.monitor.log.stack">{detail.data.stack ?? ''}</Code>;
  return body;
}

type LogDetailDialogProps = { log: OpLog; kind: LogKind; locale: Locale; onClose: () => void };

/** One log row in full: who, what, where, how it ended, its params, and for an error its stack. */
export function LogDetailDialog({ log, kind, locale, onClose }: LogDetailDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open size="lg" placement="center" scrollBehavior="inside" onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title><FormattedMessage id="admin.monitor.log.detailTitle" values={{ method: log.method, route: log.route }} /></Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <DataList.Root orientation="horizontal" size="sm">
                  <DetailRow labelId="admin.monitor.log.col.username">{log.username ?? ''}</DetailRow>
                  <DetailRow labelId="admin.monitor.log.url">{log.url}</DetailRow>
                  <DetailRow labelId="admin.monitor.log.col.ip">{log.ip ?? ''}</DetailRow>
                  <DetailRow labelId="admin.monitor.log.col.browser">{log.browser ?? ''}</DetailRow>
                  <DetailRow labelId="admin.monitor.log.col.status">{log.status}</DetailRow>
                  <DetailRow labelId="admin.monitor.log.col.duration">{intl.formatMessage({ id: 'admin.monitor.log.ms' }, { ms: log.durationMs })}</DetailRow>
                  <DetailRow labelId="admin.monitor.log.col.time">{formatDateTime(log.createTime, locale)}</DetailRow>
                  {log.errorMessage ? <DetailRow labelId="admin.monitor.log.col.error">{log.errorMessage}</DetailRow> : null}
                </DataList.Root>
                {log.params !== null ? <Code labelId="admin.monitor.log.params">{paramsText(log.params)}</Code> : null}
                {kind === 'error' ? <ErrorStack id={log.id} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'admin.monitor.log.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
