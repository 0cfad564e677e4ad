import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type ConfirmDeleteDialogProps = {
  message: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * SPEC §5 "deleting needs confirmation" ('Please Confirm Delete'). An alertdialog whose first focus is
 * Cancel, so a stray Enter never deletes; after a failed delete (already toasted) it stays open.
 */
export function ConfirmDeleteDialog({ message, pending, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
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
                <FormattedMessage id="admin.confirm.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>{message}</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" size="sm">
                  <FormattedMessage id="admin.confirm.cancel" />
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" size="sm" loading={pending} onClick={onConfirm}>
                <FormattedMessage id="admin.confirm.delete" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
