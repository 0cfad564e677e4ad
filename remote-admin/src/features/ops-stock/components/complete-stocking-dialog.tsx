import { Alert } from '@chakra-ui/react/alert';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { StockQueueLine } from 'shared-contracts/api/stock';
import { useErrorText } from '../../../hooks/use-error-text';
import { useCompleteStocking } from '../api/stocking-writes';
import { refusalKey } from '../utils/refusal-key';

type CompleteStockingDialogProps = {
  order: { orderId: number; orderNo: string; lines: readonly StockQueueLine[] };
  onDone: () => void;
  onClose: () => void;
};

/**
 * Completing stocking asks first (it cannot be undone: no more batches, and the buyer's 7 days for the final payment
 * begin), says how much of the order came in, and warns when it is less than ordered. A refusal is shown in place.
 */
export function CompleteStockingDialog({ order, onDone, onClose }: CompleteStockingDialogProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const complete = useCompleteStocking();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const ordered = order.lines.reduce((n, l) => n + l.ordered, 0);
  const stocked = order.lines.reduce((n, l) => n + l.stocked, 0);

  const confirm = () => {
    setRefusal(undefined);
    complete.mutate(order.orderId, { onSuccess: onDone, onError: (error) => setRefusal(refusalKey(error) ?? 'admin.list.loadFailed') });
  };

  return (
    <Dialog.Root open role="alertdialog" placement="center" initialFocusEl={() => cancelRef.current} onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <Dialog.Header>
              <Dialog.Title><FormattedMessage id="admin.ops.stock.complete.title" values={{ orderNo: order.orderNo }} /></Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description asChild>
                  <Text><FormattedMessage id="admin.ops.stock.complete.message" values={{ stocked, ordered }} /></Text>
                </Dialog.Description>
                {stocked < ordered ? (
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Title><FormattedMessage id="admin.ops.stock.complete.short" values={{ missing: ordered - stocked }} /></Alert.Title>
                  </Alert.Root>
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
                <Button ref={cancelRef} variant="outline" size="sm"><FormattedMessage id="admin.ops.stock.cancel" /></Button>
              </Dialog.ActionTrigger>
              <Button size="sm" colorPalette="green" loading={complete.isPending} onClick={confirm}
                disabled={refusal === MessageKey.orderStateConflict || refusal === MessageKey.nothingStocked}>
                <FormattedMessage id="admin.ops.stock.complete" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'admin.dialog.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
