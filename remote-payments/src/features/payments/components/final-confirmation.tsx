import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LineQuantity } from 'shared-contracts/api/final-payment';
import type { Payment } from 'shared-contracts/api/payments';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { useConfirmFinalQuantities } from '../api/confirm-final-quantities';

type FinalConfirmationProps = { orderId: number; quantities: readonly LineQuantity[]; blocked: boolean; onPaid: (payment: Payment) => void };

/**
 * When the deposit covers the whole balance there is nothing to transfer: the buyer confirms the quantities, which
 * the operator reviews like a payment (of 0), and the goods become available stock on approval.
 */
export function FinalConfirmation({ orderId, quantities, blocked, onPaid }: FinalConfirmationProps) {
  const confirm = useConfirmFinalQuantities();
  const [remarks, setRemarks] = useState('');
  return (
    <Stack gap="3">
      <Text><FormattedMessage id="payments.final.covered" /></Text>
      <LabelledField label={<FormattedMessage id="payments.pay.remarks" />}>
        <Textarea rows={2} maxLength={500} value={remarks} onChange={(e) => setRemarks(e.target.value)} />
      </LabelledField>
      <Button alignSelf="start" colorPalette="blue" loading={confirm.isPending} disabled={blocked}
        onClick={() => confirm.mutate({ orderId, quantities: [...quantities], remarks: remarks.trim() || null }, { onSuccess: onPaid })}>
        <FormattedMessage id="payments.final.confirm" />
      </Button>
    </Stack>
  );
}
