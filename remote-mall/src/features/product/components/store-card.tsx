import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Store as StoreIcon } from 'lucide-react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { StoreSummary } from 'shared-contracts/api/goods';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useStore } from '../api/get-store';

/**
 * The merchant of the goods: shown from the goods' own summary at once, completed with the store's goods
 * count and description when `GET api/stores/{id}` answers.
 */
export function StoreCard({ store }: { store: StoreSummary }) {
  const locale = usePortalLocale();
  const full = useStore(store.id).data;
  const description = full ? localized('', full.descriptionI18n, locale) : '';
  return (
    <Box as="section" aria-labelledby="product-store" borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="2">
        <HStack gap="2">
          <StoreIcon aria-hidden="true" size={18} />
          <Heading as="h2" size="md" id="product-store">{localized(store.name, store.nameI18n, locale)}</Heading>
        </HStack>
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
          {store.location ? <Text><FormattedMessage id="mall.product.storeLocation" values={{ location: localized(store.location, store.locationI18n, locale) }} /></Text> : null}
          <Text>
            <FormattedMessage id="mall.product.storeRating"
              values={{ rating: <FormattedNumber value={store.rating / 10} minimumFractionDigits={1} maximumFractionDigits={1} /> }} />
          </Text>
          {full ? <Text><FormattedMessage id="mall.product.storeGoods" values={{ count: full.goodsCount }} /></Text> : null}
        </HStack>
        {description ? <Text fontSize="sm">{description}</Text> : null}
      </Stack>
    </Box>
  );
}
