import { useRef, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** Red for what cannot be undone (deleting), the theme's blue otherwise. */
  tone?: 'danger' | 'default';
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  size?: 'sm' | 'md';
};

/**
 * A confirmation the portal asks before an action (SPEC §5 deleting, §8 logging out): an alertdialog
 * whose first focus is Cancel, so a stray Enter never confirms. The caller closes it once the action
 * has succeeded; after a failure (already toasted) it stays open.
 */
export function ConfirmDialog({
  open, title, message, cancelLabel, confirmLabel, tone = 'default', pending, onConfirm, onClose, size = 'md',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => { if (!details.open) onClose(); }}
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>{message}</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" size={size}>{cancelLabel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={tone === 'danger' ? 'red' : 'blue'} size={size} loading={pending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
