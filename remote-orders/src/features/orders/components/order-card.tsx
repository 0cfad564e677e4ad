import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { Clock, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Order } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { displayedOrderState } from 'shared-contracts/mall/order-state';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { OrderStateBadge } from './order-state-badge';

export const orderDetailPath = (id: number) => `/myOrderDetail/${id}`;

function Figure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="0" minW="24" align={{ base: 'start', md: 'end' }}>
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      {children}
    </Stack>
  );
}

/** One order of the list: number, store, time and state; its first goods; quantity, goods total and deposit. */
export function OrderCard({ order }: { order: Order }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const money = (fen: number) => formatMoney(fen, locale, order.currency);
  const first = order.lines[0];
  const name = first ? localized(first.goodsName, first.goodsNameI18n, locale) : '';
  const headingId = `order-${order.id}`;
  const path = orderDetailPath(order.id);
  return (
    <Card.Root as="article" size="sm" aria-labelledby={headingId}>
      <Card.Header pb="2">
        <Flex justify="space-between" gap="2" wrap="wrap">
          <HStack gap="4" wrap="wrap">
            <Heading as="h2" size="sm" id={headingId}>
              <Link asChild colorPalette="blue"><RouterLink to={path}>{order.orderNo}</RouterLink></Link>
            </Heading>
            <HStack gap="1" fontSize="sm" color="fg.muted">
              <Store size={14} aria-hidden />
              <VisuallyHidden><FormattedMessage id="orders.card.store" /></VisuallyHidden>
              <Text>{localized(order.storeName, order.storeNameI18n, locale)}</Text>
            </HStack>
          </HStack>
          <HStack gap="3">
            <HStack gap="1" fontSize="sm" color="fg.muted">
              <Clock size={14} aria-hidden />
              <VisuallyHidden><FormattedMessage id="orders.card.placed" /></VisuallyHidden>
              <Text><FormattedDate value={order.createTime} dateStyle="medium" timeStyle="short" /></Text>
            </HStack>
            <OrderStateBadge state={displayedOrderState(order)} />
            {order.refundStatus ? <OrderStateBadge state={order.refundStatus} /> : null}
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body pt="2" borderTopWidth="1px">
        <Flex gap="4" wrap="wrap" align="center">
          <HStack flex="1" minW="60" align="start" gap="3">
            <Box w="16" flexShrink={0}>
              <LazyImage src={first?.imageUrl ?? null} alt={name} width="64px" borderRadius="md" />
            </Box>
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium" lineClamp={2}>{name}</Text>
              {first ? <Text fontSize="sm" color="fg.muted">{localized(first.specText, first.specI18n, locale)}</Text> : null}
              {order.lines.length > 1 ? (
                <Text fontSize="xs" color="fg.muted"><FormattedMessage id="orders.card.moreGoods" values={{ count: order.lines.length - 1 }} /></Text>
              ) : null}
            </Stack>
          </HStack>
          <Figure label={<FormattedMessage id="orders.card.quantity" />}><Text>{order.quantity}</Text></Figure>
          <Figure label={<FormattedMessage id="orders.card.goodsTotal" />}>
            <Text fontWeight="semibold" color="red.600">{money(order.goodsTotal)}</Text>
          </Figure>
          <Figure label={<FormattedMessage id="orders.card.deposit" />}><Text>{money(order.depositAmount)}</Text></Figure>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={path} aria-label={intl.formatMessage({ id: 'orders.card.detailsOf' }, { orderNo: order.orderNo })}>
              <FormattedMessage id="orders.card.details" />
            </RouterLink>
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
