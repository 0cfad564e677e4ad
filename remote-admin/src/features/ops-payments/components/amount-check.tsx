import { Badge } from '@chakra-ui/react/badge';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { Payment } from 'shared-contracts/api/payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/** What was remitted, flagged when it is not the amount due in dong (short or over, by how much). */
export function AmountCheck({ payment }: { payment: Pick<Payment, 'remittedAmount' | 'amountVnd'> }) {
  const locale = usePortalLocale();
  const { remittedAmount, amountVnd } = payment;
  if (remittedAmount === null) return <Text color="fg.muted">—</Text>;
  const difference = remittedAmount - amountVnd;
  return (
    <Stack gap="1" align="end">
      <Text>{formatMoney(remittedAmount, locale, 'VND')}</Text>
      {difference === 0 ? null : (
        <Badge size="sm" colorPalette="red">
          <FormattedMessage id={difference < 0 ? 'admin.ops.payments.short' : 'admin.ops.payments.over'}
            values={{ amount: formatMoney(Math.abs(difference), locale, 'VND') }} />
        </Badge>
      )}
    </Stack>
  );
}
