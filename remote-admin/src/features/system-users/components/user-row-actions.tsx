import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { Permission } from 'shared-contracts/react/permission';
import type { UserReach } from '../utils/user-reach';

type UserRowActionsProps = { name: string; reach: UserReach; onEdit: () => void; onResetPassword: () => void; onDelete: () => void };

/** Edit, reset password and delete, each shown to holders of its code and only where the server would allow it. */
export function UserRowActions({ name, reach, onEdit, onResetPassword, onDelete }: UserRowActionsProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id }, { name });
  return (
    <HStack gap="1">
      {reach.edit ? (
        <Permission value={['user:edit']}>
          <Button size="xs" variant="ghost" aria-label={label('admin.row.editOf')} onClick={onEdit}><FormattedMessage id="admin.row.edit" /></Button>
        </Permission>
      ) : null}
      {reach.resetPassword ? (
        <Permission value={['user:edit']}>
          <Button size="xs" variant="ghost" aria-label={label('admin.system.user.resetOf')} onClick={onResetPassword}>
            <FormattedMessage id="admin.system.user.reset" />
          </Button>
        </Permission>
      ) : null}
      {reach.remove ? (
        <Permission value={['user:del']}>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={label('admin.row.deleteOf')} onClick={onDelete}>
            <FormattedMessage id="admin.row.delete" />
          </Button>
        </Permission>
      ) : null}
    </HStack>
  );
}
