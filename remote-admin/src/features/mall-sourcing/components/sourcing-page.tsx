import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SOURCING_STATES, type SourcingRequest } from 'shared-contracts/api/links';
import { ExportButton } from 'shared-contracts/react/export-button';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { exportSourcingRequests } from '../api/export-sourcing-requests';
import { ListBody } from '../../mall-shared/components/list-body';
import { Pager } from '../../../components/pager';
import { StatusFilter } from '../../mall-shared/components/status-filter';
import { useSourcingRequests, type SourcingStatus } from '../api/get-sourcing-requests';
import { HandleRequestDialog, type HandleAction } from './handle-request-dialog';
import { SourcingTable } from './sourcing-table';

export const SOURCING_PAGE_SIZE = 20;

/** `admin/mall/Sourcing`: links buyers pasted that no goods matched yet, and short links to resolve. */
export function SourcingPage() {
  const intl = useIntl();
  const locale = usePortalLocale();
  // Pending first: the queue opens on what still needs an operator.
  const [status, setStatus] = useState<SourcingStatus | ''>('pending');
  const [page, setPage] = useState(0);
  const list = useSourcingRequests({ page, size: SOURCING_PAGE_SIZE, status });
  const [handling, setHandling] = useState<{ request: SourcingRequest; action: HandleAction } | null>(null);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl"><FormattedMessage id="admin.mall.sourcing.title" /></Heading>
      <HStack gap="3" align="end" justify="space-between" wrap="wrap">
        <Box flex="1" minW="48" maxW="xs">
          <StatusFilter
            label={intl.formatMessage({ id: 'admin.mall.sourcing.filter' })}
            states={SOURCING_STATES}
            prefix="admin.mall.sourcing.status"
            value={status}
            onChange={(s) => { setStatus(s); setPage(0); }}
          />
        </Box>
        <ExportButton file="sourcing-requests" download={(target) => exportSourcingRequests({ status }, target)} />
      </HStack>
      <ListBody list={{ data: list.data?.content, isError: list.isError, refetch: list.refetch }} emptyText={<FormattedMessage id="admin.mall.sourcing.empty" />}>
        <SourcingTable requests={list.data?.content ?? []} locale={locale} onHandle={(request, action) => setHandling({ request, action })} />
        <Pager page={page} size={SOURCING_PAGE_SIZE} total={list.data?.totalElements ?? 0} onPageChange={setPage} />
      </ListBody>
      {handling ? <HandleRequestDialog request={handling.request} action={handling.action} onClose={() => setHandling(null)} /> : null}
    </Stack>
  );
}
