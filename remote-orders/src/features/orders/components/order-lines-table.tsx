import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderDetail, OrderLine } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { useLineFigureColumns } from 'shared-contracts/react/line-unit-price';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/**
 * The goods as ordered (names, specifications and prices frozen when the order was placed), in the reader's language;
 * a price the buyer collected is marked so, with the platform's correction and why. On a phone each line is a card
 * with its specification, unit price, quantity and total in view.
 */
export function OrderLinesTable({ order, labelledBy }: { order: OrderDetail; labelledBy: string }) {
  const locale = usePortalLocale();
  const goods: ResponsiveColumn<OrderLine> = {
    key: 'goods', header: <FormattedMessage id="orders.detail.col.goods" />, phone: 'title',
    // The name wraps, so on a narrow screen the price (and a correction of it) comes into view.
    cellProps: { minW: '44', maxW: '64', whiteSpace: 'normal' },
    cell: (line) => {
      const name = localized(line.goodsName, line.goodsNameI18n, locale);
      return (
        <HStack gap="3" align="start">
          <Box w="14" flexShrink={0}><LazyImage src={line.imageUrl} alt={name} width="56px" borderRadius="sm" /></Box>
          <Link asChild><RouterLink to={`/mallDetail/${line.goodsId}`}>{name}</RouterLink></Link>
        </HStack>
      );
    },
  };
  const figures = useLineFigureColumns(order.currency, (figure) => <FormattedMessage id={`orders.detail.col.${figure}`} />);
  return (
    <ResponsiveTable rows={order.lines} columns={[goods, ...figures]} rowKey={(line) => line.id}
      labelledBy={labelledBy} />
  );
}
