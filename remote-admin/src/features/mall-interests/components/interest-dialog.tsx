import { Textarea } from '@chakra-ui/react/textarea';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { INTEREST_STATES, type Interest } from 'shared-contracts/api/interests';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { FormDialog } from '../../../components/form-dialog';
import { useErrorText } from '../../../hooks/use-error-text';
import { serverFieldErrors } from '../../../utils/server-field-errors';
import { GoodsPicker } from '../../mall-shared/components/goods-picker';
import { SelectField } from '../../mall-shared/components/select-field';
import { useHandleInterest } from '../api/handle-interest';
import type { InterestStatus } from '../api/get-interests';

const REPLY_MAX = 1000;

/** Answer one buyer's interest: the reply they read on /myInterest, the goods found for it, and its state. */
export function InterestDialog({ interest, onClose }: { interest: Interest; onClose: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const handle = useHandleInterest();
  const [status, setStatus] = useState<InterestStatus>(interest.status === 'pending' ? 'quoted' : interest.status);
  const [reply, setReply] = useState(interest.reply ?? '');
  const [goodsId, setGoodsId] = useState<number | null>(interest.goodsId);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    handle.mutate({ id: interest.id, status, reply, goodsId }, {
      onSuccess: onClose,
      onError: (error) => setErrors(Object.fromEntries(serverFieldErrors(error, {}).map((e) => [e.path, e.message]))),
    });
  };

  return (
    <FormDialog
      title={<FormattedMessage id="admin.mall.interest.dialog" values={{ buyer: interest.userName }} />}
      onSubmit={submit}
      saving={handle.isPending}
      onClose={onClose}
      size="lg"
    >
      <SelectField
        label={intl.formatMessage({ id: 'admin.mall.interest.form.status' })}
        options={INTEREST_STATES.map((s) => ({ value: s, label: intl.formatMessage({ id: `admin.mall.interest.status.${s}` }) }))}
        value={status}
        error={errors.status}
        onChange={(e) => setStatus(INTEREST_STATES.find((s) => s === e.target.value) ?? status)}
      />
      <LabelledField label={intl.formatMessage({ id: 'admin.mall.interest.form.reply' })} error={errorText(errors.reply)}>
        <Textarea size="sm" rows={4} maxLength={REPLY_MAX} value={reply} onChange={(e) => setReply(e.target.value)} />
      </LabelledField>
      <GoodsPicker label={intl.formatMessage({ id: 'admin.mall.interest.form.goodsId' })} value={goodsId} onChange={setGoodsId} error={errors.goodsId} />
    </FormDialog>
  );
}
