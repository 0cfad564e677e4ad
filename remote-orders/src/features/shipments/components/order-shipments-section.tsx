import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { OrderDelivery, OrderDetail } from 'shared-contracts/api/orders';
import { useMyShipments } from '../api/get-my-shipments';
import { ShipmentCards } from './shipment-cards';

/** The section's id: the order list's "Confirm receipt" leads here (`#order-delivery`). */
const SECTION_ID = 'order-delivery';
const FIGURES = ['inWarehouse', 'inTransit', 'delivered', 'received'] as const satisfies readonly (keyof OrderDelivery)[];
/** While the order can still ship what is in the warehouse, say so and where to ship it from. */
const SHIPPABLE = ['pendingShipment', 'shipping'];

/**
 * The order's delivery on its detail page, once the final payment made its goods the buyer's: where the goods are (in
 * the warehouse, on the way, delivered, receipt confirmed), the way to ship what is still in the warehouse, and every
 * shipment drawing on the order, each delivered one with "Confirm receipt" (docs/orders.md "Partial shipments").
 */
export function OrderShipmentsSection({ order }: { order: OrderDetail }) {
  const delivery = order.delivery;
  const shipments = useMyShipments({ status: null, keyword: '', page: 0, orderId: order.id });
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const loaded = shipments.data !== undefined;
  useEffect(() => {
    if (loaded && hash === `#${SECTION_ID}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  if (!delivery) return null;
  const data = shipments.data;
  return (
    <Stack as="section" ref={ref} id={SECTION_ID} gap="3" aria-labelledby={`${SECTION_ID}-title`} scrollMarginTop="24">
      <Heading as="h2" size="md" id={`${SECTION_ID}-title`}><FormattedMessage id="shipments.order.title" /></Heading>
      <Grid as="dl" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3">
        {FIGURES.map((f) => (
          <Stack key={f} gap="0" p="2" borderWidth="1px" borderRadius="md">
            <Text as="dt" fontSize="xs" color="fg.muted"><FormattedMessage id={`shipments.order.${f}`} /></Text>
            <Text as="dd" fontSize="lg" fontWeight="semibold">{delivery[f]}</Text>
          </Stack>
        ))}
      </Grid>
      {delivery.inWarehouse > 0 && SHIPPABLE.includes(order.status) ? (
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm"><FormattedMessage id="shipments.order.restInWarehouse" values={{ count: delivery.inWarehouse }} /></Text>
          <Button asChild size="xs" variant="outline"><RouterLink to="/myStock"><FormattedMessage id="shipments.list.toStock" /></RouterLink></Button>
        </HStack>
      ) : null}
      {data === undefined && shipments.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description><FormattedMessage id="shipments.list.loadFailed" /></Alert.Description>
          <Button size="sm" variant="outline" onClick={() => void shipments.refetch()}><FormattedMessage id="shipments.retry" /></Button>
        </Alert.Root>
      ) : data === undefined ? (
        <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id="shipments.list.loading" /></Text></HStack>
      ) : data.totalElements === 0 ? (
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="shipments.order.none" /></Text>
      ) : (
        <>
          <ShipmentCards shipments={data.content} headingLevel="h3" />
          {data.totalElements > data.content.length ? (
            <Link asChild colorPalette="blue" fontSize="sm">
              <RouterLink to="/myInvoicesOrder"><FormattedMessage id="shipments.order.more" values={{ count: data.totalElements }} /></RouterLink>
            </Link>
          ) : null}
        </>
      )}
    </Stack>
  );
}
