import { Alert } from '@chakra-ui/react/alert';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { StaffPayment } from 'shared-contracts/api/payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ActionDialog } from '../../../components/action-dialog';
import { useErrorText } from '../../../hooks/use-error-text';
import { refusalKey } from '../../../utils/refusal-key';
import { useReviewPayment, type ReviewDecision } from '../api/review-payment';

const REASON_MAX = 500;

type ReviewDialogProps = { payment: StaffPayment; decision: ReviewDecision; onDone: (decision: ReviewDecision) => void; onClose: () => void };

/**
 * Approving asks once (an alertdialog whose first focus is Cancel); rejecting needs the reason the buyer reads
 * (checked here and by the server: 400 mall.reasonRequired lands on the field). Any other refusal, such as 409
 * mall.paymentReviewed when another operator decided first, is shown translated here; the queue is read again.
 */
export function ReviewDialog({ payment, decision, onDone, onClose }: ReviewDialogProps) {
  const locale = usePortalLocale();
  const errorText = useErrorText();
  const review = useReviewPayment();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const rejecting = decision === 'reject';
  const mismatch = payment.remittedAmount !== null && payment.remittedAmount !== payment.amountVnd;

  const submit = () => {
    if (rejecting && reason.trim() === '') {
      setReasonError(MessageKey.reasonRequired);
      return;
    }
    setReasonError(undefined);
    setRefusal(undefined);
    review.mutate({ id: payment.id, decision, ...(rejecting ? { reason } : {}) }, {
      onSuccess: () => onDone(decision),
      onError: (error) => {
        const key = refusalKey(error, ['reason']);
        if (key === MessageKey.reasonRequired) setReasonError(key);
        else setRefusal(key ?? 'admin.ops.payments.reviewFailed');
      },
    });
  };

  return (
    <ActionDialog confirmFirst={!rejecting} closeOnInteractOutside={!rejecting} maxW="lg" onConfirm={submit} onClose={onClose}
      title={<FormattedMessage id={`admin.ops.payments.${decision}.title`} values={{ serialNo: payment.serialNo }} />}
      description={<FormattedMessage id={`admin.ops.payments.${decision}.message`} values={{
        payer: payment.buyerName, orderNo: payment.orderNo,
        amount: formatMoney(payment.amount, locale, payment.currency), amountVnd: formatMoney(payment.amountVnd, locale, 'VND'),
      }} />}
      refusal={refusal} announceRefusal pending={review.isPending} confirmPalette={rejecting ? 'red' : 'blue'}
      confirmLabel={<FormattedMessage id={`admin.ops.payments.${decision}.confirm`} />}>
      {mismatch && !rejecting ? (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id="admin.ops.payments.mismatchWarning" values={{
            remitted: formatMoney(payment.remittedAmount ?? 0, locale, 'VND'), due: formatMoney(payment.amountVnd, locale, 'VND'),
          }} /></Alert.Title>
        </Alert.Root>
      ) : null}
      {rejecting ? (
        <LabelledField label={<FormattedMessage id="admin.ops.payments.reason" />} required error={errorText(reasonError)}
          help={<FormattedMessage id="admin.ops.payments.reasonHelp" />}>
          <Textarea rows={3} maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
        </LabelledField>
      ) : null}
    </ActionDialog>
  );
}
