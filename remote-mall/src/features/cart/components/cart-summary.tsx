import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import type { SelectionSummary } from '../utils/cart-groups';

type CartSummaryProps = {
  summary: SelectionSummary;
  placing: boolean;
  twoStores: boolean;
  onPlace: () => void;
};

/**
 * The selected total, its 30% deposit and "Place order" (one store per order: the spec's message otherwise), held at
 * the bottom of the screen while the lines scroll. On a phone the button takes its own row, full width under the
 * thumb; the hints about the deposit and stores follow below, so the held part stays short.
 */
export function CartSummary({ summary, placing, twoStores, onPlace }: CartSummaryProps) {
  const locale = usePortalLocale();
  return (
    <>
      <Card.Root size="sm" position="sticky" bottom="0" zIndex="1" shadow="md">
        <Card.Body>
          <Stack gap="3">
            {twoStores ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Description><FormattedMessage id={MessageKey.twoStores} /></Alert.Description>
              </Alert.Root>
            ) : null}
            <HStack justify="space-between" align="end" wrap="wrap" columnGap="6" rowGap="3">
              <Stack gap="0" flex="1" minW="0">
                <Text fontSize="sm" color="fg.muted"><FormattedMessage id="mall.cart.selected" values={{ count: summary.count }} /></Text>
                <HStack gap="4" wrap="wrap" align="baseline">
                  <Stack gap="0">
                    <Text fontSize="sm" color="fg.muted"><FormattedMessage id="mall.cart.selectedTotal" /></Text>
                    <Text fontSize="xl" fontWeight="bold" color="red.600" data-testid="selected-total">{formatMoney(summary.total, locale)}</Text>
                  </Stack>
                  <Stack gap="0">
                    <Text fontSize="sm" color="fg.muted"><FormattedMessage id="mall.cart.deposit" /></Text>
                    <Text fontWeight="semibold" data-testid="selected-deposit">{formatMoney(summary.deposit, locale)}</Text>
                  </Stack>
                </HStack>
              </Stack>
              <Button colorPalette="red" size="lg" flexBasis={{ base: 'full', sm: 'auto' }}
                disabled={summary.count === 0 || placing} loading={placing} onClick={onPlace}>
                <FormattedMessage id="mall.cart.placeOrder" />
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id="mall.cart.depositHint" />{' '}
        <FormattedMessage id="mall.cart.oneStoreHint" />
      </Text>
    </>
  );
}
