import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Menu } from 'shared-contracts/api/menus';
import { useDeleteMenus } from '../api/delete-menus';

type DeleteMenuDialogProps = {
  menu: Menu;
  /** The title as the table shows it, in the page's language. */
  title: string;
  onClose: () => void;
  onDeleted: (ids: number[]) => void;
};

/**
 * SPEC §5 "deleting needs confirmation". An alertdialog whose first focus is Cancel, so Enter on a
 * stray key press never deletes. The server removes the entry with every descendant.
 */
export function DeleteMenuDialog({ menu, title, onClose, onDeleted }: DeleteMenuDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
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
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => { if (!details.open) onClose(); }}
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="admin.menu.confirm.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>
                  <FormattedMessage id="admin.menu.confirm.body" values={{ title }} />
                </Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" size="sm">
                  <FormattedMessage id="admin.menu.confirm.cancel" />
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" size="sm" loading={remove.isPending} onClick={confirm}>
                <FormattedMessage id="admin.menu.confirm.delete" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
