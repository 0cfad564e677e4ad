import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import type { FormEventHandler, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

type FormDialogProps = {
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The shell of the create/edit dialogs: mounted only while open (so each opening starts afresh), focus
 * trapped, Escape and Cancel close it, a click beside it does not throw a half-filled form away.
 */
export function FormDialog({ title, onSubmit, saving, onClose, children }: FormDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open onOpenChange={(details) => { if (!details.open) onClose(); }} closeOnInteractOutside={false}>
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
                    <FormattedMessage id="admin.dict.form.cancel" />
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" size="sm" loading={saving}>
                  <FormattedMessage id="admin.dict.form.save" />
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'admin.dict.dialog.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
