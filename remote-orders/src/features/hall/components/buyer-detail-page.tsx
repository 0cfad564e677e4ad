import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { HallOrderDetail } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { displayedOrderState, orderStateMessageId } from 'shared-contracts/mall/order-state';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { useHallOrder } from '../api/get-hall-order';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { RecordStates } from 'shared-contracts/react/record-states';

const HALL_ORDER_TEXTS = {
  loading: 'orders.hall.loading', loadFailed: 'orders.hall.loadFailed', retry: 'orders.hall.retry',
  notFound: 'orders.hall.notFound', notFoundHint: 'orders.hall.notFoundHint',
};

/** `/buyerDetail/:id` (orders/BuyerDetail): one buy order of the mall home's trading hall; public. */
export function BuyerDetailPage() {
  const { id = '' } = useParams();
  const order = useHallOrder(id);
  return (
    <RecordStates query={order} texts={HALL_ORDER_TEXTS} back={<BackToMall />}>
      {(found) => <HallOrderView order={found} />}
    </RecordStates>
  );
}

function BackToMall() {
  return (
    <Button asChild variant="outline" alignSelf="start">
      <RouterLink to="/"><FormattedMessage id="orders.hall.backToMall" /></RouterLink>
    </Button>
  );
}

type HallLine = HallOrderDetail['lines'][number];

const STATE_PALETTE: Record<string, string> = { awaitingAcceptance: 'orange', refused: 'red', completed: 'green', closed: 'gray' };

function HallOrderView({ order }: { order: HallOrderDetail }) {
  const locale = usePortalLocale();
  const state = displayedOrderState(order);
  const money = (fen: number) => formatMoney(fen, locale);
  const header = (c: string) => <FormattedMessage id={`orders.hall.col.${c}`} />;
  const columns: ResponsiveColumn<HallLine>[] = [
    {
      key: 'goods', header: header('goods'), phone: 'title',
      cell: (line) => {
        const name = localized(line.goodsName, line.goodsNameI18n, locale);
        return (
          <HStack gap="3" align="start">
            <Box w="14" flexShrink={0}><LazyImage src={line.imageUrl} alt={name} width="56px" borderRadius="sm" /></Box>
            <Text>{name}</Text>
          </HStack>
        );
      },
    },
    { key: 'spec', header: header('spec'), cell: (line) => localized(line.specText, line.specI18n, locale) },
    { key: 'quantity', header: header('quantity'), numeric: true, cell: (line) => line.quantity },
    { key: 'unitPrice', header: header('unitPrice'), numeric: true, cell: (line) => money(line.unitPrice) },
    { key: 'total', header: header('total'), numeric: true, cell: (line) => money(line.totalPrice) },
  ];
  return (
    <Stack as="article" gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl"><FormattedMessage id="orders.hall.title" values={{ code: order.code }} /></Heading>
        <Text color="fg.muted"><FormattedMessage id="orders.hall.intro" /></Text>
      </Stack>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel><FormattedMessage id="orders.hall.buyer" /></DataList.ItemLabel>
          <DataList.ItemValue>{order.buyer}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel><FormattedMessage id="orders.hall.store" /></DataList.ItemLabel>
          <DataList.ItemValue>{localized(order.storeName, order.storeNameI18n, locale)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel><FormattedMessage id="orders.hall.placed" /></DataList.ItemLabel>
          <DataList.ItemValue><FormattedDate value={order.createTime} dateStyle="medium" timeStyle="short" /></DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel><FormattedMessage id="orders.hall.state" /></DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={STATE_PALETTE[state] ?? 'blue'} whiteSpace="normal" h="auto" py="0.5">
              <FormattedMessage id={orderStateMessageId(state)} />
            </Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel><FormattedMessage id="orders.hall.goodsTotal" /></DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold" color="red.600">{money(order.goodsTotal)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Stack gap="2" as="section" aria-labelledby="hall-lines">
        <Heading as="h2" size="md" id="hall-lines"><FormattedMessage id="orders.hall.lines" /></Heading>
        <ResponsiveTable rows={order.lines} columns={columns} rowKey={(line) => `${line.goodsId}-${line.skuId}`} labelledBy="hall-lines" />
      </Stack>
      <BackToMall />
    </Stack>
  );
}
