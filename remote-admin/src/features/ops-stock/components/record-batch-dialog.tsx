import { Alert } from '@chakra-ui/react/alert';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StockQueueLine } from 'shared-contracts/api/stock';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useErrorText } from '../../../hooks/use-error-text';
import { useRecordStockBatches } from '../api/stocking-writes';
import { checkBatch, remainingOf, type BatchDraft } from '../utils/batch-form';
import { refusalKey } from '../utils/refusal-key';

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <Dialog.Root open placement="center" size="lg" onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title><FormattedMessage id="admin.ops.stock.record.title" values={{ orderNo: order.orderNo }} /></Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild><Text><FormattedMessage id="admin.ops.stock.record.message" /></Text></Dialog.Description>
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
                  <Button variant="outline" size="sm"><FormattedMessage id="admin.ops.stock.cancel" /></Button>
                </Dialog.ActionTrigger>
                <Button type="submit" size="sm" colorPalette="blue" loading={record.isPending}>
                  <FormattedMessage id="admin.ops.stock.record.submit" />
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
