import { Alert } from '@chakra-ui/react/alert';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { StaffOrder } from 'shared-contracts/api/orders';
import { formatMoney } from 'shared-contracts/mall/money';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useErrorText } from '../../../hooks/use-error-text';
import { useTakeStaffAction, type StaffAction } from '../api/take-staff-action';
import { refusalKey } from '../utils/refusal-key';

const REASON_MAX = 500;

type OrderActionDialogProps = { order: StaffOrder; action: StaffAction; onDone: (action: StaffAction) => void; onClose: () => void };

/**
 * Accepting asks once; refusing needs the reason the buyer will read (checked here, and by the server: 400
 * mall.reasonRequired lands on the field). Any other refusal, such as 409 mall.orderStateConflict when another
 * operator answered first, is shown translated in the dialog; the queue has been read again behind it.
 */
export function OrderActionDialog({ order, action, onDone, onClose }: OrderActionDialogProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const errorText = useErrorText();
  const take = useTakeStaffAction();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const refusing = action === 'refuse';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refusing && reason.trim() === '') {
      setReasonError(MessageKey.reasonRequired);
      return;
    }
    setReasonError(undefined);
    setRefusal(undefined);
    take.mutate({ id: order.id, action, ...(refusing ? { note: reason } : {}) }, {
      onSuccess: () => onDone(action),
      onError: (error) => {
        const key = refusalKey(error);
        if (key === MessageKey.reasonRequired) setReasonError(key);
        else setRefusal(key ?? 'admin.list.loadFailed');
      },
    });
  };

  return (
    <Dialog.Root open role={refusing ? 'dialog' : 'alertdialog'} placement="center" closeOnInteractOutside={!refusing}
      initialFocusEl={refusing ? undefined : () => cancelRef.current}
      onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id={`admin.ops.orders.${action}.title`} values={{ orderNo: order.orderNo }} />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Text>
                      <FormattedMessage id={`admin.ops.orders.${action}.message`}
                        values={{ buyer: order.buyerName, deposit: formatMoney(order.depositAmount, locale, order.currency) }} />
                    </Text>
                  </Dialog.Description>
                  {refusing ? (
                    <LabelledField label={intl.formatMessage({ id: 'admin.ops.orders.refuse.reason' })} required error={errorText(reasonError)}>
                      <Textarea size="sm" rows={3} maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
                    </LabelledField>
                  ) : null}
                  {refusal ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{errorText(refusal)}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button ref={cancelRef} variant="outline" size="sm"><FormattedMessage id="admin.ops.orders.cancel" /></Button>
                </Dialog.ActionTrigger>
                <Button type="submit" size="sm" colorPalette={refusing ? 'red' : 'blue'} loading={take.isPending}
                  disabled={refusal === MessageKey.orderStateConflict}>
                  <FormattedMessage id={`admin.ops.orders.${action}`} />
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
