import { LinkBox, LinkOverlay } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { GoodsCard as Goods } from 'shared-contracts/api/goods';
import { localized } from 'shared-contracts/mall/localized';
import { formatPriceRange } from 'shared-contracts/mall/money';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { pictureAlt } from '../utils/picture-alt';
import { PlatformBadge } from './platform-badge';

/** Where a goods opens: purchasing-agent goods have their own detail route (SPEC §2). */
export const goodsPath = (goods: Pick<Goods, 'id' | 'ddc'>) => (goods.ddc ? `/mallDdcDetail/${goods.id}` : `/mallDetail/${goods.id}`);

/**
 * One goods in a grid: picture, name, price range, minimum order and store. The name is the link, stretched over the
 * whole card (LinkOverlay), so the card opens the goods anywhere it is pressed while the link reads as the name alone
 * and the picture keeps its own alt text.
 */
export function GoodsCard({ goods }: { goods: Goods }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const name = localized(goods.name, goods.nameI18n, locale);
  return (
    <LinkBox as="li" listStyleType="none" borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg" minW="0"
      _hover={{ shadow: 'md' }} _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}>
      <LazyImage src={goods.coverUrl} alt={pictureAlt(intl, name, { main: true })} ratio={1} />
      <Stack gap="1" p="2">
        <Text lineClamp={2} fontSize="sm" minH="2.5em" title={name} overflowWrap="anywhere">
          <LinkOverlay asChild>
            <RouterLink to={goodsPath(goods)}>{name}</RouterLink>
          </LinkOverlay>
        </Text>
        <Text fontWeight="semibold" color="red.600" _dark={{ color: 'red.300' }}>
          {formatPriceRange(goods.minPrice, goods.maxPrice, locale)}
        </Text>
        <HStack justify="space-between" fontSize="xs" color="fg.muted" wrap="wrap" gap="1">
          <span><FormattedMessage id="mall.catalogue.moq" values={{ moq: goods.moq }} /></span>
          <span><FormattedMessage id="mall.catalogue.sales" values={{ sales: goods.sales }} /></span>
        </HStack>
        <HStack gap="1" fontSize="xs" color="fg.muted" minW="0">
          {goods.ddc ? <PlatformBadge platform={goods.sourcePlatform} /> : null}
          <Text truncate>{localized(goods.storeName, goods.storeNameI18n, locale)}</Text>
        </HStack>
      </Stack>
    </LinkBox>
  );
}
