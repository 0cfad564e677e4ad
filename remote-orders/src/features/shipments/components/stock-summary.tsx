import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ShippableStock } from 'shared-contracts/api/shipments';
import { localized } from 'shared-contracts/mall/localized';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

function Figure({ label, value, testId }: { label: ReactNode; value: number; testId: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      <Text fontSize="lg" fontWeight="semibold" data-testid={testId}>{value}</Text>
    </Stack>
  );
}

/** The goods of the SKU being shipped, with what is available, frozen by after-sales and already on its way. */
export function StockSummary({ stock }: { stock: ShippableStock }) {
  const locale = usePortalLocale();
  const name = localized(stock.goodsName, stock.goodsNameI18n, locale);
  return (
    <Card.Root size="sm" as="section" aria-label={name}>
      <Card.Body>
        <HStack gap="4" align="start" wrap="wrap">
          {stock.imageUrl ? <LazyImage src={stock.imageUrl} alt={name} width="72px" height="72px" /> : null}
          <Stack gap="1" flex="1" minW="48">
            <Heading as="h2" size="md">{name}</Heading>
            <Text color="fg.muted" fontSize="sm">{localized(stock.specText, stock.specI18n, locale)}</Text>
            <Text color="fg.muted" fontSize="xs"><FormattedMessage id="shipments.stock.sku" values={{ skuId: stock.skuId }} /></Text>
          </Stack>
          <HStack gap="6">
            <Figure label={<FormattedMessage id="shipments.stock.available" />} value={stock.available} testId="available-quantity" />
            <Figure label={<FormattedMessage id="shipments.stock.frozen" />} value={stock.frozen} testId="frozen-quantity" />
            <Figure label={<FormattedMessage id="shipments.stock.inTransit" />} value={stock.inTransit} testId="in-transit-quantity" />
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
