import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StockQueueLine } from 'shared-contracts/api/stock';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ActionDialog } from '../../../components/action-dialog';
import { useErrorText } from '../../../hooks/use-error-text';
import { refusalKey } from '../../../utils/refusal-key';
import { useRecordStockBatches } from '../api/stocking-writes';
import { checkBatch, remainingOf, type BatchDraft } from '../utils/batch-form';

type RecordBatchDialogProps = {
  order: { orderId: number; orderNo: string; lines: readonly StockQueueLine[] };
  onDone: (units: number) => void;
  onClose: () => void;
};

/**
 * What arrived at the warehouse for the order, in units per line (each at most what the line may still receive),
 * checked here as the server checks it; a refusal of the server (another operator recorded units meanwhile, stocking
 * was completed) is shown translated in the dialog, and the queue is read again behind it.
 */
export function RecordBatchDialog({ order, onDone, onClose }: RecordBatchDialogProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const errorText = useErrorText();
  const record = useRecordStockBatches();
  const [draft, setDraft] = useState<BatchDraft>({});
  const [shown, setShown] = useState<ReturnType<typeof checkBatch> | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();

  const submit = () => {
    const checked = checkBatch(order.lines, draft);
    setShown(checked);
    setRefusal(undefined);
    if (!checked.input) return;
    const units = checked.input.lines.reduce((n, l) => n + l.quantity, 0);
    record.mutate({ orderId: order.orderId, input: checked.input }, {
      onSuccess: () => onDone(units),
      onError: (error) => setRefusal(refusalKey(error) ?? 'admin.list.loadFailed'),
    });
  };

  return (
    <ActionDialog size="lg" onConfirm={submit} onClose={onClose} refusal={refusal} pending={record.isPending}
      title={<FormattedMessage id="admin.ops.stock.record.title" values={{ orderNo: order.orderNo }} />}
      description={<FormattedMessage id="admin.ops.stock.record.message" />}
      cancelLabel={<FormattedMessage id="admin.ops.stock.cancel" />} confirmPalette="blue"
      confirmLabel={<FormattedMessage id="admin.ops.stock.record.submit" />}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {['goods', 'ordered', 'stocked', 'arrived'].map((c) => (
              <Table.ColumnHeader key={c} textAlign={c === 'goods' ? undefined : 'end'}><FormattedMessage id={`admin.ops.stock.record.col.${c}`} /></Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.lines.map((line) => {
            const name = `${localized(line.goodsName, line.goodsNameI18n, locale)} · ${localized(line.specText, line.specI18n, locale)}`;
            const error = shown?.errors[line.lineId];
            return (
              <Table.Row key={line.lineId}>
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell textAlign="end">{line.ordered}</Table.Cell>
                <Table.Cell textAlign="end">{line.stocked}</Table.Cell>
                <Table.Cell w="32">
                  <Field.Root invalid={error !== undefined}>
                    <Input size="sm" inputMode="numeric" maxLength={7} value={draft[line.lineId] ?? ''} placeholder="0"
                      disabled={remainingOf(line) === 0}
                      aria-label={intl.formatMessage({ id: 'admin.ops.stock.record.unitsOf' }, { goods: name, remaining: remainingOf(line) })}
                      onChange={(e) => setDraft({ ...draft, [line.lineId]: e.target.value })} />
                    {error ? <Field.ErrorText>{errorText(error)}</Field.ErrorText> : null}
                  </Field.Root>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {shown?.total ? <Text color="fg.error" fontSize="sm" role="alert">{errorText(shown.total)}</Text> : null}
    </ActionDialog>
  );
}
