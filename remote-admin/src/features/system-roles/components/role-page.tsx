import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Role } from 'shared-contracts/api/roles';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EmptyList } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { ListBody } from '../../mall-shared/components/list-body';
import { useOwnLevel } from '../../system-shared/api/get-own-level';
import { useClampedPage } from '../../system-shared/hooks/use-clamped-page';
import { useDeleteRoles } from '../api/delete-roles';
import { useRoles } from '../api/get-roles';
import { newRoleValues, roleToValues, type RoleFormValues } from '../utils/role-form';
import { RoleFormDialog } from './role-form-dialog';
import { RoleMenusPanel } from './role-menus-panel';
import { RoleTable } from './role-table';
import { TitleWithAdd } from '../../../components/title-with-add';

export const ROLE_PAGE_SIZE = 10;

/** `admin/system/Role`: roles with level and data scope on the left, the chosen role's menus and buttons on the right. */
export function RolePage() {
  const intl = useIntl();
  const locale = usePortalLocale();
  const [blurry, setBlurry] = useState('');
  const [page, setPage] = useState(0);
  const list = useRoles({ page, size: ROLE_PAGE_SIZE, blurry });
  const own = useOwnLevel().data;
  const ownLevel = own?.level;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<RoleFormValues | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const remove = useDeleteRoles();
  useClampedPage(list.data?.totalElements, ROLE_PAGE_SIZE, setPage);
  const selected = list.data?.content.find((r) => r.id === selectedId);

  return (
    <Stack gap="4">
      <TitleWithAdd titleId="admin.system.role.title" addId="admin.system.role.add" permission="roles:add" onAdd={() => setEditing(newRoleValues(Math.max(ownLevel ?? 3, 1)))} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <Stack as="section" gap="3" borderWidth="1px" rounded="md" p="4">
          <SearchBox
            label={intl.formatMessage({ id: 'admin.system.role.search' })}
            placeholder={intl.formatMessage({ id: 'admin.system.role.searchPlaceholder' })}
            onSearch={(text) => { setBlurry(text); setPage(0); }}
          />
          <ListBody
            list={{ data: list.data?.content, isError: list.isError, refetch: list.refetch }}
            emptyText={<FormattedMessage id={blurry ? 'admin.system.role.noMatch' : 'admin.system.role.empty'} />}
          >
            <RoleTable
              roles={list.data?.content ?? []}
              locale={locale}
              ownLevel={ownLevel}
              selectedId={selectedId ?? undefined}
              onSelect={(role) => setSelectedId(role.id)}
              onEdit={(role) => setEditing(roleToValues(role))}
              onDelete={setDeleting}
            />
            <Pager page={page} size={ROLE_PAGE_SIZE} total={list.data?.totalElements ?? 0} onPageChange={setPage} />
          </ListBody>
        </Stack>
        <Box as="section" borderWidth="1px" rounded="md" p="4">
          {selected ? (
            // Keyed by role, so the ticks start from the chosen role's menus.
            <RoleMenusPanel key={selected.id} role={selected} locale={locale} ownLevel={ownLevel} />
          ) : (
            <EmptyList title={<FormattedMessage id="admin.system.role.chooseRole" />} />
          )}
        </Box>
      </Grid>
      {editing ? <RoleFormDialog initial={editing} ownLevel={ownLevel} allData={own?.allData ?? false} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={<FormattedMessage id="admin.system.role.confirm" values={{ name: localized(deleting.title, deleting.titleI18n, locale) }} />}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate([deleting.id], {
            onSuccess: () => {
              if (selectedId === deleting.id) setSelectedId(null);
              setDeleting(null);
            },
          })}
        />
      ) : null}
    </Stack>
  );
}
