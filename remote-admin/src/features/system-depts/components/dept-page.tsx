import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Dept } from 'shared-contracts/api/depts';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { SearchBox } from '../../../components/search-box';
import { ListBody } from '../../mall-shared/components/list-body';
import { StatusFilter } from '../../mall-shared/components/status-filter';
import { useDeptTree, type DeptFilters } from '../../system-shared/api/get-dept-tree';
import { deptName } from '../../system-shared/utils/dept-tree';
import { useDeleteDepts } from '../api/delete-depts';
import { deptToValues, newDeptValues, type DeptFormValues } from '../utils/dept-form';
import { DeptFormDialog } from './dept-form-dialog';
import { DeptTreeTable } from './dept-tree-table';
import { TitleWithAdd } from '../../../components/title-with-add';

/** `admin/system/Dept`: the department tree of the caller's data scope, with the dept:* codes. */
export function DeptPage() {
  const intl = useIntl();
  const locale = usePortalLocale();
  const [filters, setFilters] = useState<DeptFilters>({ name: '', enabled: '' });
  const tree = useDeptTree(filters);
  const [editing, setEditing] = useState<DeptFormValues | null>(null);
  const [deleting, setDeleting] = useState<Dept | null>(null);
  const remove = useDeleteDepts();

  return (
    <Stack gap="4">
      <TitleWithAdd titleId="admin.system.dept.title" addId="admin.system.dept.add" permission="dept:add" onAdd={() => setEditing(newDeptValues())} />
      <HStack gap="3" wrap="wrap" align="end">
        <Box flex="2" minW="xs">
          <SearchBox
            label={intl.formatMessage({ id: 'admin.system.dept.search' })}
            placeholder={intl.formatMessage({ id: 'admin.system.dept.searchPlaceholder' })}
            onSearch={(name) => setFilters((f) => ({ ...f, name }))}
          />
        </Box>
        <Box minW="40">
          <StatusFilter
            label={intl.formatMessage({ id: 'admin.system.status' })}
            states={['true', 'false'] as const}
            prefix="admin.system.dept.enabled"
            value={filters.enabled}
            onChange={(enabled) => setFilters((f) => ({ ...f, enabled }))}
          />
        </Box>
      </HStack>
      <ListBody
        list={{ data: tree.data?.content, isError: tree.isError, refetch: tree.refetch }}
        emptyText={<FormattedMessage id={filters.name || filters.enabled ? 'admin.system.dept.noMatch' : 'admin.system.dept.empty'} />}
      >
        <DeptTreeTable tree={tree.data?.content ?? []} locale={locale} onEdit={(dept) => setEditing(deptToValues(dept))} onDelete={setDeleting} />
      </ListBody>
      {editing ? <DeptFormDialog initial={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={<FormattedMessage id="admin.system.dept.confirm" values={{ name: deptName(deleting, locale) }} />}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate([deleting.id], { onSuccess: () => setDeleting(null) })}
        />
      ) : null}
    </Stack>
  );
}
