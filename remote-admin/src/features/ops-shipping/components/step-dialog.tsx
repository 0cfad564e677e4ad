import { Alert } from '@chakra-ui/react/alert';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../../../hooks/use-error-text';

type Props = {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  pending: boolean;
  refusal: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** The frame of a shipping step: what it does, its fields, a refusal translated in place, cancel and confirm. */
export function StepDialog({ title, message, confirmLabel, pending, refusal, onSubmit, onClose, children }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root open placement="center" onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="lg">
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild><Text>{message}</Text></Dialog.Description>
                  {children}
                  {refusal ? <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{errorText(refusal)}</Alert.Title></Alert.Root> : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" size="sm"><FormattedMessage id="admin.form.cancel" /></Button>
                </Dialog.ActionTrigger>
                <Button type="submit" size="sm" colorPalette="blue" loading={pending}>{confirmLabel}</Button>
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
