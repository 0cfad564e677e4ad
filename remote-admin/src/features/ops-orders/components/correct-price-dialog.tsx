import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Textarea } from '@chakra-ui/react/textarea';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { unitPriceSchema, type OrderLine, type StaffOrderDetail } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { fenToYuan, yuanToFen } from 'shared-contracts/mall/yuan-text';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ActionDialog } from '../../../components/action-dialog';
import { useErrorText } from '../../../hooks/use-error-text';
import { refusalKey } from '../../../utils/refusal-key';
import { useCorrectLinePrice } from '../api/correct-line-price';

const REASON_MAX = 500;
type FieldErrors = { price?: string | undefined; reason?: string | undefined };

type CorrectPriceDialogProps = { order: StaffOrderDetail; line: OrderLine; onDone: () => void; onClose: () => void };

/**
 * The unit price of a collected line as the operator found it at the source (yuan, prefilled with the price now),
 * and the reason the buyer reads; both checked here with the contract's rules and by the server, whose refusals
 * land on their field, or (409: the order no longer waits for acceptance) in the dialog.
 */
export function CorrectPriceDialog({ order, line, onDone, onClose }: CorrectPriceDialogProps) {
  const locale = usePortalLocale();
  const errorText = useErrorText();
  const correct = useCorrectLinePrice();
  const [price, setPrice] = useState(() => fenToYuan(line.unitPrice));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const money = (fen: number) => formatMoney(fen, locale, order.currency);

  const submit = () => {
    const unitPrice = yuanToFen(price);
    const checked: FieldErrors = {
      price: unitPriceSchema.safeParse(unitPrice).success ? undefined : MessageKey.goodsPriceInvalid,
      reason: reason.trim() === '' ? MessageKey.reasonRequired : undefined,
    };
    setErrors(checked);
    setRefusal(undefined);
    if (checked.price || checked.reason) return;
    correct.mutate({ orderId: order.id, lineId: line.id, unitPrice, reason }, {
      onSuccess: onDone,
      onError: (error) => {
        const key = refusalKey(error, ['unitPrice', 'reason']);
        if (key === MessageKey.goodsPriceInvalid) setErrors({ price: key });
        else if (key === MessageKey.reasonRequired) setErrors({ reason: key });
        else setRefusal(key ?? 'admin.ops.orders.correct.failed');
      },
    });
  };

  return (
    <ActionDialog closeOnInteractOutside={false} maxW="md" onConfirm={submit} onClose={onClose}
      title={<FormattedMessage id="admin.ops.orders.correct.title" values={{ orderNo: order.orderNo }} />}
      description={<FormattedMessage id="admin.ops.orders.correct.message" values={{
        goods: `${localized(line.goodsName, line.goodsNameI18n, locale)} · ${localized(line.specText, line.specI18n, locale)}`,
        collected: money(line.collectedPrice ?? line.unitPrice), quantity: line.quantity,
      }} />}
      refusal={refusal} announceRefusal pending={correct.isPending} confirmDisabled={refusal === MessageKey.orderStateConflict}
      cancelLabel={<FormattedMessage id="admin.ops.orders.cancel" />} confirmLabel={<FormattedMessage id="admin.ops.orders.correct.confirm" />}>
      {line.sourceUrl ? (
        <Link href={line.sourceUrl} target="_blank" rel="noopener noreferrer" fontSize="sm" alignSelf="start">
          <FormattedMessage id="admin.ops.orders.sourcePage" /> <ExternalLink aria-hidden="true" size={14} />
        </Link>
      ) : null}
      <LabelledField label={<FormattedMessage id="admin.ops.orders.correct.price" />} required error={errorText(errors.price)}
        help={<FormattedMessage id="admin.ops.orders.correct.priceHelp" />}>
        <Input inputMode="decimal" maxLength={12} value={price} onChange={(e) => setPrice(e.target.value)} />
      </LabelledField>
      <LabelledField label={<FormattedMessage id="admin.ops.orders.correct.reason" />} required error={errorText(errors.reason)}>
        <Textarea size="sm" rows={3} maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
      </LabelledField>
    </ActionDialog>
  );
}
