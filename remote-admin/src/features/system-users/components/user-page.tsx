import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AdminUser } from 'shared-contracts/api/admin-users';
import { ConfirmDialog } from 'shared-contracts/react/confirm-dialog';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useSessionValue } from 'shared-contracts/react/use-session';
import { userAtom } from 'shared-contracts/session/session-store';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { Pager } from '../../../components/pager';
import { ListBody } from '../../mall-shared/components/list-body';
import { useDeptTree } from '../../system-shared/api/get-dept-tree';
import { useOwnLevel } from '../../system-shared/api/get-own-level';
import { DeptNav } from '../../system-shared/components/dept-nav';
import { useClampedPage } from '../../system-shared/hooks/use-clamped-page';
import { NO_USER_FILTERS, useUsers, type UserFilters } from '../api/get-users';
import { useDeleteUsers, useSetUserEnabled } from '../api/user-actions';
import { useExportUsers } from '../hooks/use-export-users';
import { newUserValues, userToValues, type UserFormValues } from '../utils/user-form';
import { reachOf } from '../utils/user-reach';
import { PasswordResultDialog } from './password-result-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserFilterBar } from './user-filters';
import { UserFormDialog } from './user-form-dialog';
import { UserTable } from './user-table';
import { UserToolbar } from './user-toolbar';

export const USER_PAGE_SIZE = 10;

const hasFilters = (f: UserFilters) => f.deptId !== null || f.blurry !== '' || f.enabled !== '' || f.fromDay !== null || f.toDay !== null;

/**
 * `admin/system/User`: the users of the reader's data scope, by department (the tree on the left), keyword, status
 * and creation days; create, edit, enable or disable, reset password, delete, and export the filtered list.
 */
export function UserPage() {
  const locale = usePortalLocale();
  const self = useSessionValue(userAtom);
  const own = useOwnLevel().data;
  const depts = useDeptTree();
  const [filters, setFilters] = useState<UserFilters>(NO_USER_FILTERS);
  const [page, setPage] = useState(0);
  const list = useUsers({ ...filters, page, size: USER_PAGE_SIZE });
  useClampedPage(list.data?.totalElements, USER_PAGE_SIZE, setPage);
  const [editing, setEditing] = useState<{ values: UserFormValues; canSwitchOff: boolean } | null>(null);
  const [created, setCreated] = useState<{ username: string; password: string | null } | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const setEnabled = useSetUserEnabled();
  const remove = useDeleteUsers();
  const exporter = useExportUsers(filters, locale);
  const filter = (next: UserFilters) => {
    setFilters(next);
    setPage(0);
  };
  const switchUser = (user: AdminUser, enabled: boolean) => {
    if (!enabled) return setDisabling(user);
    setEnabled.mutate({ id: user.id, enabled: true });
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl"><FormattedMessage id="admin.system.user.title" /></Heading>
        <UserToolbar
          exporting={exporter.isPending}
          onAdd={() => setEditing({ values: newUserValues(filters.deptId), canSwitchOff: true })}
          onExport={() => exporter.mutate()}
        />
      </HStack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '14rem minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Box as="section" borderWidth="1px" rounded="md" p="2">
          <ListBody list={{ data: depts.data?.content, isError: depts.isError, refetch: depts.refetch }} emptyText={<FormattedMessage id="admin.system.user.noDepts" />}>
            <DeptNav tree={depts.data?.content ?? []} locale={locale} selected={filters.deptId} onSelect={(deptId) => filter({ ...filters, deptId })} />
          </ListBody>
        </Box>
        <Stack gap="4">
          <UserFilterBar onSearch={(next) => filter({ ...next, deptId: filters.deptId })} />
          <ListBody
            list={{ data: list.data?.content, isError: list.isError, refetch: list.refetch }}
            emptyText={<FormattedMessage id={hasFilters(filters) ? 'admin.system.user.noMatch' : 'admin.system.user.empty'} />}
          >
            <UserTable
              users={list.data?.content ?? []}
              locale={locale}
              selfId={self?.id}
              ownLevel={own?.level}
              switching={setEnabled.isPending ? setEnabled.variables.id : null}
              onSwitch={switchUser}
              onEdit={(user) => setEditing({ values: userToValues(user), canSwitchOff: reachOf(user, self?.id, own?.level).switchOff })}
              onResetPassword={setResetting}
              onDelete={setDeleting}
            />
            <Pager page={page} size={USER_PAGE_SIZE} total={list.data?.totalElements ?? 0} onPageChange={setPage} />
          </ListBody>
        </Stack>
      </Grid>
      {editing ? (
        <UserFormDialog
          initial={editing.values}
          own={own}
          canSwitchOff={editing.canSwitchOff}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            if (editing.values.id === undefined) setCreated({ username: saved.user.username, password: saved.generatedPassword });
            setEditing(null);
          }}
        />
      ) : null}
      {created ? (
        <PasswordResultDialog username={created.username} password={created.password} titleId="admin.system.user.password.createdTitle" onClose={() => setCreated(null)} />
      ) : null}
      {resetting ? <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} /> : null}
      {disabling ? (
        <ConfirmDialog
          open
          title={<FormattedMessage id="admin.system.user.disableTitle" />}
          message={<FormattedMessage id="admin.system.user.disableConfirm" values={{ name: disabling.username }} />}
          cancelLabel={<FormattedMessage id="admin.confirm.cancel" />}
          confirmLabel={<FormattedMessage id="admin.system.user.disable" />}
          tone="danger"
          pending={setEnabled.isPending}
          onClose={() => setDisabling(null)}
          onConfirm={() => setEnabled.mutate({ id: disabling.id, enabled: false }, { onSuccess: () => setDisabling(null) })}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={<FormattedMessage id="admin.system.user.confirm" values={{ name: deleting.username }} />}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate([deleting.id], { onSuccess: () => setDeleting(null) })}
        />
      ) : null}
    </Stack>
  );
}
