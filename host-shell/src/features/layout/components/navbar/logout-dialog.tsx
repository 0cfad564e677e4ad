import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLogout } from '../../../session/use-logout';

type LogoutDialogProps = { open: boolean; onClose: () => void };

/**
 * SPEC §8 logout confirmation. Cancel has the first focus so a stray Enter keeps the session; confirming
 * runs the router's useLogout (server call, session cleared even on failure, then /mall).
 */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <Dialog.Root open={open} role="alertdialog" onOpenChange={(d) => { if (!d.open) onClose(); }}
      initialFocusEl={() => cancelRef.current} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="sm">
            <Dialog.Header>
              <Dialog.Title><FormattedMessage id="layout.logout.title" /></Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text><FormattedMessage id="layout.logout.body" /></Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline"><FormattedMessage id="layout.logout.cancel" /></Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="blue" loading={pending} onClick={() => void confirm()}>
                <FormattedMessage id="layout.logout.confirm" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
