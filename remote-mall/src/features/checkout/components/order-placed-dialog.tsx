import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Order } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { RemoteMessages } from 'shared-contracts/react/remote-messages';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { checkoutMessages } from '../messages';

/**
 * Shown after an order was placed (cart or buy now): its number, goods total and the 30% deposit as the
 * server computed them, and the way to the order list. Carries its own texts, so any mall page can use it.
 */
export function OrderPlacedDialog({ order, onClose }: { order: Order | null; onClose(): void }) {
  return (
    <RemoteMessages messages={checkoutMessages}>
      <Dialog.Root open={order !== null} placement="center" onOpenChange={(d) => { if (!d.open) onClose(); }}>
        <Portal>
          <Dialog.Backdrop />
          {/* Clear of the screen's edges on a phone. */}
          <Dialog.Positioner px="4">
            <Dialog.Content maxW="md">
              {order ? <OrderPlacedBody order={order} /> : null}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </RemoteMessages>
  );
}

function OrderPlacedBody({ order }: { order: Order }) {
  const locale = usePortalLocale();
  const money = (fen: number) => formatMoney(fen, locale, order.currency);
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="mall.checkout.placed.title" />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description asChild>
          <Text mb="4">
            <FormattedMessage id="mall.checkout.placed.intro" />
          </Text>
        </Dialog.Description>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel><FormattedMessage id="mall.checkout.placed.orderNo" /></DataList.ItemLabel>
            <DataList.ItemValue>{order.orderNo}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><FormattedMessage id="mall.checkout.placed.store" /></DataList.ItemLabel>
            <DataList.ItemValue>{localized(order.storeName, order.storeNameI18n, locale)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><FormattedMessage id="mall.checkout.placed.goodsTotal" /></DataList.ItemLabel>
            <DataList.ItemValue>{money(order.goodsTotal)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><FormattedMessage id="mall.checkout.placed.deposit" /></DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold">{money(order.depositAmount)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">
            <FormattedMessage id="mall.checkout.placed.close" />
          </Button>
        </Dialog.ActionTrigger>
        <Button asChild colorPalette="blue">
          <RouterLink to="/myOrder">
            <FormattedMessage id="mall.checkout.placed.myOrders" />
          </RouterLink>
        </Button>
      </Dialog.Footer>
    </>
  );
}
