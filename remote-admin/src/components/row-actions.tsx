import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { Permission } from 'shared-contracts/react/permission';

type RowActionsProps = {
  /** What the row shows as its name; the buttons' accessible names carry it ("Edit order_status"). */
  name: string;
  /** Permission codes that show each button, e.g. `dict:edit` and `dict:del`. */
  editPermission: string;
  deletePermission: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** The edit and delete buttons of a table row, each shown only to users holding its permission. */
export function RowActions({ name, editPermission, deletePermission, onEdit, onDelete }: RowActionsProps) {
  const intl = useIntl();
  return (
    <HStack gap="1">
      <Permission value={[editPermission]}>
        <Button size="xs" variant="ghost" aria-label={intl.formatMessage({ id: 'admin.row.editOf' }, { name })} onClick={onEdit}>
          <FormattedMessage id="admin.row.edit" />
        </Button>
      </Permission>
      <Permission value={[deletePermission]}>
        <Button size="xs" variant="ghost" colorPalette="red" aria-label={intl.formatMessage({ id: 'admin.row.deleteOf' }, { name })} onClick={onDelete}>
          <FormattedMessage id="admin.row.delete" />
        </Button>
      </Permission>
    </HStack>
  );
}
