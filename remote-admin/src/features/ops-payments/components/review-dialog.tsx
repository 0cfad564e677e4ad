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
import type { StaffPayment } from 'shared-contracts/api/payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useErrorText } from '../../../hooks/use-error-text';
import { useReviewPayment, type ReviewDecision } from '../api/review-payment';
import { refusalKey } from '../utils/refusal-key';

const REASON_MAX = 500;

type ReviewDialogProps = { payment: StaffPayment; decision: ReviewDecision; onDone: (decision: ReviewDecision) => void; onClose: () => void };

/**
 * Approving asks once (an alertdialog whose first focus is Cancel); rejecting needs the reason the buyer reads
 * (checked here and by the server: 400 mall.reasonRequired lands on the field). Any other refusal, such as 409
 * mall.paymentReviewed when another operator decided first, is shown translated here; the queue is read again.
 */
export function ReviewDialog({ payment, decision, onDone, onClose }: ReviewDialogProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const errorText = useErrorText();
  const review = useReviewPayment();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const rejecting = decision === 'reject';
  const mismatch = payment.remittedAmount !== null && payment.remittedAmount !== payment.amountVnd;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rejecting && reason.trim() === '') {
      setReasonError(MessageKey.reasonRequired);
      return;
    }
    setReasonError(undefined);
    setRefusal(undefined);
    review.mutate({ id: payment.id, decision, ...(rejecting ? { reason } : {}) }, {
      onSuccess: () => onDone(decision),
      onError: (error) => {
        const key = refusalKey(error);
        if (key === MessageKey.reasonRequired) setReasonError(key);
        else setRefusal(key ?? 'admin.ops.payments.reviewFailed');
      },
    });
  };

  return (
    <Dialog.Root open role={rejecting ? 'dialog' : 'alertdialog'} placement="center" closeOnInteractOutside={!rejecting}
      initialFocusEl={rejecting ? undefined : () => cancelRef.current}
      onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="lg">
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title><FormattedMessage id={`admin.ops.payments.${decision}.title`} values={{ serialNo: payment.serialNo }} /></Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Text>
                      <FormattedMessage id={`admin.ops.payments.${decision}.message`} values={{
                        payer: payment.buyerName, orderNo: payment.orderNo,
                        amount: formatMoney(payment.amount, locale, payment.currency), amountVnd: formatMoney(payment.amountVnd, locale, 'VND'),
                      }} />
                    </Text>
                  </Dialog.Description>
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
                  {refusal ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{errorText(refusal)}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button ref={cancelRef} variant="outline" size="sm"><FormattedMessage id="admin.form.cancel" /></Button>
                </Dialog.ActionTrigger>
                <Button type="submit" size="sm" colorPalette={rejecting ? 'red' : 'blue'} loading={review.isPending}>
                  <FormattedMessage id={`admin.ops.payments.${decision}.confirm`} />
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
