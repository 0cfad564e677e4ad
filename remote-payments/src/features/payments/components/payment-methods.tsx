import { Badge } from '@chakra-ui/react/badge';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { FormattedMessage } from 'react-intl';
import { PAYMENT_METHODS, type PaymentMethod } from 'shared-contracts/api/payments';

/** The one method paid here today; the others come later through a sandbox provider (docs/orders.md). */
export const AVAILABLE_METHOD: PaymentMethod = 'BANK_TRANSFER_VND';

/** SPEC §9's four methods as a choice: bank transfer in dong, the RMB ones shown but not yet offered. */
export function PaymentMethods() {
  return (
    <RadioGroup.Root value={AVAILABLE_METHOD} name="method" size="sm">
      <RadioGroup.Label srOnly><FormattedMessage id="payments.pay.methods" /></RadioGroup.Label>
      <Stack gap="3">
        {PAYMENT_METHODS.map((method) => (
          <RadioGroup.Item key={method} value={method} disabled={method !== AVAILABLE_METHOD}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <HStack gap="2" wrap="wrap">
                <FormattedMessage id={`payments.method.${method}`} />
                {method === AVAILABLE_METHOD ? null : (
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
