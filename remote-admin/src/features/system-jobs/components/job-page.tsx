import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from 'shared-contracts/api/jobs';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { ListBody } from '../../mall-shared/components/list-body';
import { StatusFilter } from '../../mall-shared/components/status-filter';
import { useClampedPage } from '../../system-shared/hooks/use-clamped-page';
import { useDeleteJobs } from '../api/delete-jobs';
import { useJobs, type JobListQuery } from '../api/get-jobs';
import { jobToValues, newJobValues, type JobFormValues } from '../utils/job-form';
import { JobFormDialog } from './job-form-dialog';
import { JobTable } from './job-table';
import { TitleWithAdd } from '../../../components/title-with-add';

export const JOB_PAGE_SIZE = 10;
type Filters = Pick<JobListQuery, 'name' | 'enabled'>;

/** `admin/system/Job`: jobs (positions) given to users, with the job:* codes. */
export function JobPage() {
  const intl = useIntl();
  const locale = usePortalLocale();
  const [filters, setFilters] = useState<Filters>({ name: '', enabled: '' });
  const [page, setPage] = useState(0);
  const list = useJobs({ ...filters, page, size: JOB_PAGE_SIZE });
  const [editing, setEditing] = useState<JobFormValues | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const remove = useDeleteJobs();
  useClampedPage(list.data?.totalElements, JOB_PAGE_SIZE, setPage);
  const filter = (next: Filters) => {
    setFilters(next);
    setPage(0);
  };

  return (
    <Stack gap="4">
      <TitleWithAdd titleId="admin.system.job.title" addId="admin.system.job.add" permission="job:add" onAdd={() => setEditing(newJobValues())} />
      <HStack gap="3" wrap="wrap" align="end">
        <Box flex="2" minW="xs">
          <SearchBox
            label={intl.formatMessage({ id: 'admin.system.job.search' })}
            placeholder={intl.formatMessage({ id: 'admin.system.job.searchPlaceholder' })}
            onSearch={(name) => filter({ ...filters, name })}
          />
        </Box>
        <Box minW="40">
          <StatusFilter
            label={intl.formatMessage({ id: 'admin.system.status' })}
            states={['true', 'false'] as const}
            prefix="admin.system.job.enabled"
            value={filters.enabled}
            onChange={(enabled) => filter({ ...filters, enabled })}
          />
        </Box>
      </HStack>
      <ListBody
        list={{ data: list.data?.content, isError: list.isError, refetch: list.refetch }}
        emptyText={<FormattedMessage id={filters.name || filters.enabled ? 'admin.system.job.noMatch' : 'admin.system.job.empty'} />}
      >
        <JobTable jobs={list.data?.content ?? []} locale={locale} onEdit={(job) => setEditing(jobToValues(job))} onDelete={setDeleting} />
        <Pager page={page} size={JOB_PAGE_SIZE} total={list.data?.totalElements ?? 0} onPageChange={setPage} />
      </ListBody>
      {editing ? <JobFormDialog initial={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={<FormattedMessage id="admin.system.job.confirm" values={{ name: localized(deleting.name, deleting.nameI18n, locale) }} />}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate([deleting.id], { onSuccess: () => setDeleting(null) })}
        />
      ) : null}
    </Stack>
  );
}
