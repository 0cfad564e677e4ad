import { Alert } from '@chakra-ui/react/alert';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog, type DialogRootProps } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../hooks/use-error-text';

type ActionDialogProps = Pick<DialogRootProps, 'size' | 'scrollBehavior' | 'closeOnInteractOutside'> & {
  title: ReactNode;
  /** What the action does, the dialog's description. */
  description?: ReactNode;
  /** Asks once before acting: an alertdialog whose first focus is Cancel, so a stray Enter never confirms. */
  confirmFirst?: boolean;
  /** The message key of the server's refusal, shown translated in place. */
  refusal?: string | null | undefined;
  /** The refusal is announced as it appears (role alert). */
  announceRefusal?: boolean;
  cancelLabel?: ReactNode;
  confirmLabel: ReactNode;
  confirmPalette?: 'blue' | 'red' | 'green';
  confirmDisabled?: boolean;
  pending: boolean;
  /** Submitting the form (Enter in a field, or the confirm button); the default submission is already prevented. */
  onConfirm: (event: FormEvent<HTMLFormElement>) => unknown;
  onClose: () => void;
  placement?: DialogRootProps['placement'];
  maxW?: 'md' | 'lg';
  /** The space between the description, the fields and the refusal. */
  gap?: '3' | '4';
  children?: ReactNode;
};

/**
 * The frame of a dialog that acts: mounted only while open (each opening starts afresh), its title and what it does,
 * its fields, the server's refusal translated in place, Cancel and the confirm button; Escape closes it.
 */
export function ActionDialog({
  title, description, confirmFirst = false, refusal, announceRefusal = false, cancelLabel, confirmLabel, confirmPalette,
  confirmDisabled, pending, onConfirm, onClose, placement = 'center', maxW, gap = '4', children, ...root
}: ActionDialogProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(event);
  };
  return (
    <Dialog.Root open role={confirmFirst ? 'alertdialog' : 'dialog'} placement={placement}
      initialFocusEl={confirmFirst ? () => cancelRef.current : undefined}
      onOpenChange={(d) => { if (!d.open) onClose(); }} {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW}>
            {/* display: contents keeps header, body and footer as the dialog's own flex children. */}
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={gap}>
                  {description ? <Dialog.Description asChild><Text>{description}</Text></Dialog.Description> : null}
                  {children}
                  {refusal ? (
                    <Alert.Root status="error" role={announceRefusal ? 'alert' : undefined}>
                      <Alert.Indicator />
                      <Alert.Title>{errorText(refusal)}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button ref={cancelRef} variant="outline" size="sm">{cancelLabel ?? <FormattedMessage id="admin.form.cancel" />}</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" size="sm" colorPalette={confirmPalette} loading={pending} disabled={confirmDisabled}>
                  {confirmLabel}
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
