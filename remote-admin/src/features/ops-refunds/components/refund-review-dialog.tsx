import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { REFUND_OPINION_MAX, type StaffRefund } from 'shared-contracts/api/refunds';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ActionDialog } from '../../../components/action-dialog';
import { useErrorText } from '../../../hooks/use-error-text';
import { refusalKey } from '../../../utils/refusal-key';
import { useReviewRefund, type RefundDecision } from '../api/review-refund';
import { parseYuan, yuanText } from '../utils/yuan';

type RefundReviewDialogProps = { refund: StaffRefund; decision: RefundDecision; onDone: (decision: RefundDecision) => void; onClose: () => void };

/**
 * Approving asks once, with the amount actually refunded (prefilled with the goods' value, at most what was paid for
 * those units: checked here and by the server); an alertdialog whose first focus is Cancel. Rejecting needs the
 * opinion the buyer reads. Any other refusal, such as 409 mall.refundReviewed when another operator decided first,
 * is shown translated here; the queue is read again.
 */
export function RefundReviewDialog({ refund, decision, onDone, onClose }: RefundReviewDialogProps) {
  const locale = usePortalLocale();
  const errorText = useErrorText();
  const review = useReviewRefund();
  const [amount, setAmount] = useState(() => yuanText(Math.min(refund.suggestedAmount, refund.maxAmount)));
  const [opinion, setOpinion] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const rejecting = decision === 'reject';
  const money = (fen: number) => formatMoney(fen, locale, refund.currency);
  const fen = parseYuan(amount);

  const submit = () => {
    if (rejecting && opinion.trim() === '') return setFieldError(MessageKey.reasonRequired);
    if (!rejecting && (Number.isNaN(fen) || fen > refund.maxAmount)) return setFieldError(MessageKey.refundAmountInvalid);
    setFieldError(undefined);
    setRefusal(undefined);
    review.mutate({ id: refund.id, decision, ...(rejecting ? { opinion } : { amount: fen, ...(opinion.trim() ? { opinion } : {}) }) }, {
      onSuccess: () => onDone(decision),
      onError: (error) => {
        const key = refusalKey(error, ['amount', 'opinion']);
        if (key === MessageKey.reasonRequired || key === MessageKey.refundAmountInvalid) setFieldError(key);
        else setRefusal(key ?? 'admin.ops.refunds.reviewFailed');
      },
    });
  };

  return (
    <ActionDialog confirmFirst={!rejecting} closeOnInteractOutside={false} maxW="lg" onConfirm={submit} onClose={onClose}
      title={<FormattedMessage id={`admin.ops.refunds.${decision}.title`} values={{ refundNo: refund.refundNo }} />}
      description={<FormattedMessage id={`admin.ops.refunds.${decision}.message`} values={{
        buyer: refund.buyerName, orderNo: refund.orderNo, quantity: refund.quantity,
        goods: localized(refund.goodsName, refund.goodsNameI18n, locale), amount: Number.isNaN(fen) ? '—' : money(fen),
      }} />}
      refusal={refusal} announceRefusal pending={review.isPending} confirmPalette={rejecting ? 'red' : 'blue'}
      confirmLabel={<FormattedMessage id={`admin.ops.refunds.${decision}.confirm`} />}>
      {rejecting ? null : (
        <LabelledField label={<FormattedMessage id="admin.ops.refunds.amount" />} required error={errorText(fieldError)}
          help={<FormattedMessage id="admin.ops.refunds.amountHelp" values={{ suggested: money(refund.suggestedAmount), max: money(refund.maxAmount) }} />}>
          <Input inputMode="decimal" maxLength={14} value={amount} onChange={(e) => setAmount(e.target.value)} />
        </LabelledField>
      )}
      <LabelledField label={<FormattedMessage id={rejecting ? 'admin.ops.refunds.rejectReason' : 'admin.ops.refunds.opinion'} />}
        required={rejecting} error={rejecting ? errorText(fieldError) : undefined}
        help={<FormattedMessage id={rejecting ? 'admin.ops.refunds.rejectHelp' : 'admin.ops.refunds.opinionHelp'} />}>
        <Textarea rows={3} maxLength={REFUND_OPINION_MAX} value={opinion} onChange={(e) => setOpinion(e.target.value)} />
      </LabelledField>
    </ActionDialog>
  );
}
