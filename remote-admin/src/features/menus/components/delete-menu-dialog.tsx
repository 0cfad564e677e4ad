import { FormattedMessage } from 'react-intl';
import type { Menu } from 'shared-contracts/api/menus';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useDeleteMenus } from '../api/delete-menus';

type DeleteMenuDialogProps = {
  menu: Menu;
  /** The title as the table shows it, in the page's language. */
  title: string;
  onClose: () => void;
  onDeleted: (ids: number[]) => void;
};

/**
 * SPEC §5 "deleting needs confirmation". The server removes the entry with every descendant.
 */
export function DeleteMenuDialog({ menu, title, onClose, onDeleted }: DeleteMenuDialogProps) {
  const remove = useDeleteMenus();
  const confirm = () =>
    remove.mutate([menu.id], {
      onSuccess: () => {
        onDeleted([menu.id]);
        onClose();
      },
      // On failure the shared client has toasted the reason; the dialog stays open for another try.
    });

  return (
    <ConfirmDeleteDialog
      message={<FormattedMessage id="admin.menu.confirm.body" values={{ title }} />}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
