import { Badge } from '@chakra-ui/react/badge';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { FormattedMessage } from 'react-intl';
import { PAYMENT_METHODS, type PaymentMethod } from 'shared-contracts/api/payments';

/** Bank transfer needs no provider: it is always open. */
export const AVAILABLE_METHOD: PaymentMethod = 'BANK_TRANSFER_VND';

/**
 * SPEC §9's four methods as a choice: bank transfer in dong, and the RMB ones the server's payment provider offers
 * (docs/payments.md); a method not offered now is shown but cannot be chosen.
 */
export function PaymentMethods({ value = AVAILABLE_METHOD, onChange, available = [AVAILABLE_METHOD] }: {
  value?: PaymentMethod; onChange?: (method: PaymentMethod) => void; available?: readonly PaymentMethod[];
}) {
  return (
    <RadioGroup.Root value={value} onValueChange={(e) => onChange?.(e.value as PaymentMethod)} name="method" size="sm">
      <RadioGroup.Label srOnly><FormattedMessage id="payments.pay.methods" /></RadioGroup.Label>
      <Stack gap="3">
        {PAYMENT_METHODS.map((method) => (
          <RadioGroup.Item key={method} value={method} disabled={!available.includes(method)}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <HStack gap="2" wrap="wrap">
                <FormattedMessage id={`payments.method.${method}`} />
                {available.includes(method) ? null : (
                  <Badge size="sm" colorPalette="gray"><FormattedMessage id="payments.pay.comingSoon" /></Badge>
                )}
              </HStack>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
