import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { ShownPassword } from './shown-password';

type PasswordResultDialogProps = {
  username: string;
  /** The generated password, or null when the administrator typed one. */
  password: string | null;
  /** What happened: the account made, or the password reset. */
  titleId: 'admin.system.user.password.createdTitle' | 'admin.system.user.password.resetTitle';
  onClose: () => void;
};

/**
 * After a user is made or a password reset: the generated password this once, or word that the typed one is set.
 * Closing on the outside is off, so a stray click does not lose a password that is never shown again.
 */
export function PasswordResultDialog({ username, password, titleId, onClose }: PasswordResultDialogProps) {
  return (
    <Dialog.Root open placement="center" closeOnInteractOutside={false} onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <Dialog.Header>
              <Dialog.Title><FormattedMessage id={titleId} /></Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {password
                ? <ShownPassword username={username} password={password} />
                : <Text><FormattedMessage id="admin.system.user.password.typedSet" values={{ username }} /></Text>}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button size="sm"><FormattedMessage id="admin.system.user.password.done" /></Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
