import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { AdminUser } from 'shared-contracts/api/admin-users';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localized } from 'shared-contracts/mall/localized';
import { usePermission } from 'shared-contracts/react/permission';
import { ListTable } from '../../../components/list-table';
import { reachOf } from '../utils/user-reach';
import { EnabledSwitch } from './enabled-switch';
import { UserRowActions } from './user-row-actions';

const COLUMNS = ['username', 'nickName', 'email', 'dept', 'roles', 'status', 'createTime', 'actions'] as const;

type UserTableProps = {
  users: readonly AdminUser[];
  locale: Locale;
  selfId: number | undefined;
  ownLevel: number | undefined;
  /** The user whose status is being changed. */
  switching: number | null;
  onSwitch: (user: AdminUser, enabled: boolean) => void;
  onEdit: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
};

/** One page of users; the reader's own row and the built-in administrator are marked, and only allowed actions show. */
export function UserTable({ users, locale, selfId, ownLevel, switching, onSwitch, onEdit, onResetPassword, onDelete }: UserTableProps) {
  const mayEdit = usePermission(['user:edit']);
  return (
    <ListTable idPrefix="admin.system.user" columns={COLUMNS}>
      {users.map((user) => {
        const reach = reachOf(user, selfId, ownLevel);
        return (
          <Table.Row key={user.id}>
            <Table.Cell>
              <HStack gap="1.5">
                <Text as="span" fontFamily="mono">{user.username}</Text>
                {user.id === selfId ? <Badge size="xs" colorPalette="blue"><FormattedMessage id="admin.system.user.you" /></Badge> : null}
                {user.isAdmin ? <Badge size="xs" colorPalette="purple"><FormattedMessage id="admin.system.user.builtIn" /></Badge> : null}
              </HStack>
            </Table.Cell>
            <Table.Cell>{user.nickName}</Table.Cell>
            <Table.Cell>{user.email ?? ''}</Table.Cell>
            <Table.Cell>{user.dept ? localized(user.dept.name, user.dept.nameI18n, locale) : ''}</Table.Cell>
            <Table.Cell>
              <HStack gap="1" wrap="wrap">
                {user.roles.map((r) => <Badge key={r.id} size="sm" variant="outline">{localized(r.title, r.titleI18n, locale)}</Badge>)}
              </HStack>
            </Table.Cell>
            <Table.Cell>
              <EnabledSwitch
                name={user.username}
                enabled={user.enabled}
                editable={mayEdit && reach.switchOff}
                pending={switching === user.id}
                onChange={(enabled) => onSwitch(user, enabled)}
              />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(user.createTime, locale)}</Table.Cell>
            <Table.Cell>
              <UserRowActions
                name={user.username}
                reach={reach}
                onEdit={() => onEdit(user)}
                onResetPassword={() => onResetPassword(user)}
                onDelete={() => onDelete(user)}
              />
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
