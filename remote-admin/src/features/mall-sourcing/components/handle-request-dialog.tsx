import { Textarea } from '@chakra-ui/react/textarea';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SourcingRequest } from 'shared-contracts/api/links';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { FormDialog } from '../../../components/form-dialog';
import { useErrorText } from '../../../hooks/use-error-text';
import { serverFieldErrors } from '../../../utils/server-field-errors';
import { GoodsPicker } from '../../mall-shared/components/goods-picker';
import { useHandleSourcingRequest } from '../api/handle-sourcing-request';

export type HandleAction = 'complete' | 'reject';
const NOTE_MAX = 500;

type HandleRequestDialogProps = { request: SourcingRequest; action: HandleAction; onClose: () => void };

/**
 * Completing a request names the goods the buyer's link now opens (typed by id or found by search);
 * rejecting it needs a note that tells the buyer why. Either way the request leaves the pending queue.
 */
export function HandleRequestDialog({ request, action, onClose }: HandleRequestDialogProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const handle = useHandleSourcingRequest();
  const [goodsId, setGoodsId] = useState<number | null>(request.goodsId);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ goodsId?: string; note?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = action === 'complete'
      ? (goodsId === null || goodsId < 1 ? { goodsId: 'admin.mall.sourcing.goodsRequired' } : {})
      : (note.trim() === '' ? { note: 'admin.mall.sourcing.noteRequired' } : {});
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    handle.mutate(
      { id: request.id, status: action === 'complete' ? 'completed' : 'rejected', goodsId: action === 'complete' ? goodsId : null, note },
      {
        onSuccess: onClose,
        // An unknown goods id comes back as a field error; anything else is in the shared client's toast.
        onError: (error) => setErrors(Object.fromEntries(serverFieldErrors(error, {}).map((e) => [e.path, e.message]))),
      },
    );
  };

  return (
    <FormDialog
      title={<FormattedMessage id={`admin.mall.sourcing.dialog.${action}`} values={{ id: request.id }} />}
      onSubmit={submit}
      saving={handle.isPending}
      onClose={onClose}
      size="lg"
    >
      <Text fontSize="sm" wordBreak="break-all">{request.url}</Text>
      {action === 'complete' ? (
        <GoodsPicker
          label={intl.formatMessage({ id: 'admin.mall.sourcing.form.goodsId' })}
          value={goodsId}
          onChange={setGoodsId}
          error={errors.goodsId}
        />
      ) : null}
      <LabelledField
        label={intl.formatMessage({ id: action === 'reject' ? 'admin.mall.sourcing.form.reason' : 'admin.mall.sourcing.form.note' })}
        required={action === 'reject'}
        error={errorText(errors.note)}
      >
        <Textarea size="sm" rows={3} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </LabelledField>
    </FormDialog>
  );
}
