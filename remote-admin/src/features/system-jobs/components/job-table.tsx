import { Table } from '@chakra-ui/react/table';
import type { Job } from 'shared-contracts/api/jobs';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localized } from 'shared-contracts/mall/localized';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { EnabledBadge } from '../../system-shared/components/enabled-badge';

const COLUMNS = ['name', 'nameEn', 'nameVi', 'sort', 'status', 'createTime', 'actions'] as const;

type JobTableProps = { jobs: readonly Job[]; locale: Locale; onEdit: (job: Job) => void; onDelete: (job: Job) => void };

/** One page of jobs with the three names side by side. */
export function JobTable({ jobs, locale, onEdit, onDelete }: JobTableProps) {
  return (
    <ListTable idPrefix="admin.system.job" columns={COLUMNS} numeric={['sort']}>
      {jobs.map((job) => (
        <Table.Row key={job.id}>
          <Table.Cell>{job.name}</Table.Cell>
          <Table.Cell>{job.nameI18n.en ?? ''}</Table.Cell>
          <Table.Cell>{job.nameI18n.vi ?? ''}</Table.Cell>
          <Table.Cell textAlign="end">{job.jobSort}</Table.Cell>
          <Table.Cell><EnabledBadge enabled={job.enabled} /></Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(job.createTime, locale)}</Table.Cell>
          <Table.Cell>
            <RowActions
              name={localized(job.name, job.nameI18n, locale)}
              editPermission="job:edit"
              deletePermission="job:del"
              onEdit={() => onEdit(job)}
              onDelete={() => onDelete(job)}
            />
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
