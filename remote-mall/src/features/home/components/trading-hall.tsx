import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, FormattedRelativeTime } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { HallOrder } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { LoadError } from '../../catalogue/components/load-error';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useHall } from '../api/get-hall';
import { relativeTimeOf } from '../utils/relative-time';
import { useBackgroundAnswer } from '../hooks/use-background-answer';

export const HALL_SIZE = 10;

/** The trading hall: recent open buy orders (B-code, masked buyer, goods, quantity, age), each a link. */
export function TradingHall() {
  const hall = useBackgroundAnswer(useHall(HALL_SIZE));
  return (
    <Stack as="section" gap="3" aria-labelledby="home-hall">
      <Heading as="h2" size="lg" id="home-hall"><FormattedMessage id="mall.home.hall" /></Heading>
      {hall.isPending ? (
        <Stack aria-busy="true">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height="10" />)}</Stack>
      ) : hall.isError ? (
        <LoadError onRetry={() => void hall.refetch()} messageId="mall.home.hallFailed" />
      ) : hall.data.content.length === 0 ? (
        <Text color="fg.muted"><FormattedMessage id="mall.home.hallEmpty" /></Text>
      ) : (
        <Stack as="ul" gap="0" p="0" m="0" borderWidth="1px" borderRadius="md" divideY="1px">
          {hall.data.content.map((order) => <HallRow key={order.id} order={order} />)}
        </Stack>
      )}
    </Stack>
  );
}

function HallRow({ order }: { order: HallOrder }) {
  const locale = usePortalLocale();
  const age = relativeTimeOf(new Date(order.createTime), new Date());
  return (
    <li style={{ listStyle: 'none' }}>
      <RouterLink to={`/buyerDetail/${order.id}`} style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
        <HStack px="3" py="2" gap="3" wrap="wrap" fontSize="sm" _hover={{ bg: 'bg.muted' }}>
          <Text fontFamily="mono" fontWeight="semibold">{order.code}</Text>
          <Text color="fg.muted">{order.buyer}</Text>
          <Text flex="1" minW="10rem" truncate>{localized(order.goodsName, order.goodsNameI18n, locale)}</Text>
          <Text><FormattedMessage id="mall.home.hallQuantity" values={{ quantity: order.quantity }} /></Text>
          <Text color="fg.muted"><FormattedRelativeTime value={age.value} unit={age.unit} numeric="auto" /></Text>
        </HStack>
      </RouterLink>
    </li>
  );
}
