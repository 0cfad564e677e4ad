import { Alert } from '@chakra-ui/react/alert';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { StockQueueLine } from 'shared-contracts/api/stock';
import { ActionDialog } from '../../../components/action-dialog';
import { refusalKey } from '../../../utils/refusal-key';
import { useCompleteStocking } from '../api/stocking-writes';

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
  const complete = useCompleteStocking();
  const [refusal, setRefusal] = useState<string | undefined>();
  const ordered = order.lines.reduce((n, l) => n + l.ordered, 0);
  const stocked = order.lines.reduce((n, l) => n + l.stocked, 0);

  const confirm = () => {
    setRefusal(undefined);
    complete.mutate(order.orderId, { onSuccess: onDone, onError: (error) => setRefusal(refusalKey(error) ?? 'admin.list.loadFailed') });
  };

  return (
    <ActionDialog confirmFirst maxW="md" gap="3" onConfirm={confirm} onClose={onClose} refusal={refusal} pending={complete.isPending}
      title={<FormattedMessage id="admin.ops.stock.complete.title" values={{ orderNo: order.orderNo }} />}
      description={<FormattedMessage id="admin.ops.stock.complete.message" values={{ stocked, ordered }} />}
      cancelLabel={<FormattedMessage id="admin.ops.stock.cancel" />} confirmPalette="green"
      confirmDisabled={refusal === MessageKey.orderStateConflict || refusal === MessageKey.nothingStocked}
      confirmLabel={<FormattedMessage id="admin.ops.stock.complete" />}>
      {stocked < ordered ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id="admin.ops.stock.complete.short" values={{ missing: ordered - stocked }} /></Alert.Title>
        </Alert.Root>
      ) : null}
    </ActionDialog>
  );
}
