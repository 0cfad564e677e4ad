import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
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
import { nextStepOf, orderDetailPath } from '../utils/next-step';
import { OrderStateBadge } from './order-state-badge';

function Figure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="0" minW="0" align={{ base: 'start', md: 'end' }}>
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      {children}
    </Stack>
  );
}

/**
 * One order of the list: number and state first, then store and time; its first goods; quantity, goods total and
 * deposit; and the buyer's next step beside the details (nextStepOf). On a phone the figures take a row of three and
 * the buttons a row of their own, so the amount, the state and the next action are always in view.
 */
export function OrderCard({ order }: { order: Order }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const money = (fen: number) => formatMoney(fen, locale, order.currency);
  const first = order.lines[0];
  const name = first ? localized(first.goodsName, first.goodsNameI18n, locale) : '';
  const headingId = `order-${order.id}`;
  const path = orderDetailPath(order.id);
  const next = nextStepOf(order);
  return (
    <Card.Root as="article" size="sm" aria-labelledby={headingId} overflowWrap="anywhere">
      <Card.Header pb="2" gap="1">
        <Flex justify="space-between" gap="2" wrap="wrap" align="center">
          <Heading as="h2" size="sm" id={headingId}>
            <Link asChild colorPalette="blue"><RouterLink to={path}>{order.orderNo}</RouterLink></Link>
          </Heading>
          <HStack gap="2" wrap="wrap">
            <OrderStateBadge state={displayedOrderState(order)} />
            {order.refundStatus ? <OrderStateBadge state={order.refundStatus} /> : null}
          </HStack>
        </Flex>
        <HStack gap="4" rowGap="1" wrap="wrap" fontSize="sm" color="fg.muted">
          <HStack gap="1" minW="0">
            <Store size={14} aria-hidden />
            <VisuallyHidden><FormattedMessage id="orders.card.store" /></VisuallyHidden>
            <Text>{localized(order.storeName, order.storeNameI18n, locale)}</Text>
          </HStack>
          <HStack gap="1">
            <Clock size={14} aria-hidden />
            <VisuallyHidden><FormattedMessage id="orders.card.placed" /></VisuallyHidden>
            <Text><FormattedDate value={order.createTime} dateStyle="medium" timeStyle="short" /></Text>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body pt="2" borderTopWidth="1px">
        <Flex gap="4" wrap="wrap" align="center">
          <HStack flex="1" minW={{ base: 'full', md: '60' }} align="start" gap="3">
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
          <Grid templateColumns={{ base: 'repeat(3, minmax(0, 1fr))', md: 'repeat(3, auto)' }} gap="4" flex={{ base: '1 1 100%', md: '0 0 auto' }}>
            <Figure label={<FormattedMessage id="orders.card.quantity" />}><Text>{order.quantity}</Text></Figure>
            <Figure label={<FormattedMessage id="orders.card.goodsTotal" />}>
              <Text fontWeight="semibold" color="red.600">{money(order.goodsTotal)}</Text>
            </Figure>
            <Figure label={<FormattedMessage id="orders.card.deposit" />}><Text>{money(order.depositAmount)}</Text></Figure>
          </Grid>
          <HStack gap="2" wrap="wrap" justify="end" flex={{ base: '1 1 100%', md: '0 0 auto' }}>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={path} aria-label={intl.formatMessage({ id: 'orders.card.detailsOf' }, { orderNo: order.orderNo })}>
                <FormattedMessage id="orders.card.details" />
              </RouterLink>
            </Button>
            {next ? (
              <Button asChild size="sm" colorPalette="blue">
                <RouterLink to={next.to} aria-label={intl.formatMessage({ id: `${next.labelId}Of` }, { orderNo: order.orderNo })}>
                  <FormattedMessage id={next.labelId} />
                </RouterLink>
              </Button>
            ) : null}
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
