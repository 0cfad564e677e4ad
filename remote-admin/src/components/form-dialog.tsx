import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog, type DialogRootProps } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import type { FormEventHandler, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

type FormDialogProps = Pick<DialogRootProps, 'size' | 'scrollBehavior'> & {
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The shell of the create/edit dialogs: mounted only while open (so each opening starts afresh), focus
 * trapped and given back to the button that opened it, Escape and Cancel close it.
 */
export function FormDialog({ title, onSubmit, saving, onClose, children, ...layout }: FormDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => { if (!details.open) onClose(); }}
      // A stray click beside the dialog must not throw away a half-filled form.
      closeOnInteractOutside={false}
      {...layout}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* display: contents keeps header, body and footer as the dialog's own flex children. */}
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" size="sm">
                    <FormattedMessage id="admin.form.cancel" />
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" size="sm" loading={saving}>
                  <FormattedMessage id="admin.form.save" />
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'admin.dialog.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
