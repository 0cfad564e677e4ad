import { EmptyState } from '@chakra-ui/react/empty-state';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { PAYMENT_METHODS } from '../messages';

/**
 * My payments (/myPayment). Until the payments API exists the record list is its empty state; the
 * accepted methods (SPEC §9) are already known.
 */
export function MyPaymentPage() {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="payments.my.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="payments.my.description" />
        </Text>
      </Stack>
      <Stack gap="2" as="section" aria-labelledby="payment-methods">
        <Heading as="h2" size="md" id="payment-methods">
          <FormattedMessage id="payments.my.methodsTitle" />
        </Heading>
        <List.Root gap="1" ps="5">
          {PAYMENT_METHODS.map((method) => (
            <List.Item key={method}>
              <FormattedMessage id={method} />
            </List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="payments.my.reviewNote" />
        </Text>
      </Stack>
      <EmptyState.Root borderWidth="1px" borderRadius="md">
        <EmptyState.Content>
          <EmptyState.Title>
            <FormattedMessage id="payments.my.empty" />
          </EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
