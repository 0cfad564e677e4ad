import { Textarea } from '@chakra-ui/react/textarea';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { StaffOrder } from 'shared-contracts/api/orders';
import { formatMoney } from 'shared-contracts/mall/money';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ActionDialog } from '../../../components/action-dialog';
import { useErrorText } from '../../../hooks/use-error-text';
import { refusalKey } from '../../../utils/refusal-key';
import { useTakeStaffAction, type StaffAction } from '../api/take-staff-action';

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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const refusing = action === 'refuse';

  const submit = () => {
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
    <ActionDialog confirmFirst={!refusing} closeOnInteractOutside={!refusing} maxW="md" onConfirm={submit} onClose={onClose}
      title={<FormattedMessage id={`admin.ops.orders.${action}.title`} values={{ orderNo: order.orderNo }} />}
      description={<FormattedMessage id={`admin.ops.orders.${action}.message`}
        values={{ buyer: order.buyerName, deposit: formatMoney(order.depositAmount, locale, order.currency) }} />}
      refusal={refusal} pending={take.isPending} cancelLabel={<FormattedMessage id="admin.ops.orders.cancel" />}
      confirmPalette={refusing ? 'red' : 'blue'} confirmDisabled={refusal === MessageKey.orderStateConflict}
      confirmLabel={<FormattedMessage id={`admin.ops.orders.${action}`} />}>
      {refusing ? (
        <LabelledField label={intl.formatMessage({ id: 'admin.ops.orders.refuse.reason' })} required error={errorText(reasonError)}>
          <Textarea size="sm" rows={3} maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
        </LabelledField>
      ) : null}
    </ActionDialog>
  );
}
