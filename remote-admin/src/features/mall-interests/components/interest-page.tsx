import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { INTEREST_STATES, type Interest } from 'shared-contracts/api/interests';
import { ExportButton } from 'shared-contracts/react/export-button';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { exportInterests } from '../api/export-interests';
import { ListBody } from '../../mall-shared/components/list-body';
import { Pager } from '../../../components/pager';
import { StatusFilter } from '../../mall-shared/components/status-filter';
import { useInterests, type InterestStatus } from '../api/get-interests';
import { InterestDialog } from './interest-dialog';
import { InterestTable } from './interest-table';

export const INTEREST_PAGE_SIZE = 20;

/** `admin/mall/Interest`: products buyers asked the platform to find, answered by operators. */
export function InterestPage() {
  const intl = useIntl();
  const locale = usePortalLocale();
  const [status, setStatus] = useState<InterestStatus | ''>('pending');
  const [page, setPage] = useState(0);
  const list = useInterests({ page, size: INTEREST_PAGE_SIZE, status });
  const [handling, setHandling] = useState<Interest | null>(null);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl"><FormattedMessage id="admin.mall.interest.title" /></Heading>
      <HStack gap="3" align="end" justify="space-between" wrap="wrap">
        <Box flex="1" minW="48" maxW="xs">
          <StatusFilter
            label={intl.formatMessage({ id: 'admin.mall.interest.filter' })}
            states={INTEREST_STATES}
            prefix="admin.mall.interest.status"
            value={status}
            onChange={(s) => { setStatus(s); setPage(0); }}
          />
        </Box>
        <ExportButton file="interests" download={(target) => exportInterests({ status }, target)} />
      </HStack>
      <ListBody list={{ data: list.data?.content, isError: list.isError, refetch: list.refetch }} emptyText={<FormattedMessage id="admin.mall.interest.empty" />}>
        <InterestTable interests={list.data?.content ?? []} locale={locale} onHandle={setHandling} />
        <Pager page={page} size={INTEREST_PAGE_SIZE} total={list.data?.totalElements ?? 0} onPageChange={setPage} />
      </ListBody>
      {handling ? <InterestDialog interest={handling} onClose={() => setHandling(null)} /> : null}
    </Stack>
  );
}
