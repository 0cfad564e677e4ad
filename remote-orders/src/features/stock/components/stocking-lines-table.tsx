import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderStockLine } from 'shared-contracts/api/stock';
import { localized } from 'shared-contracts/mall/localized';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

const COUNTERS = ['ordered', 'stocked', 'taken', 'shipped', 'returned'] as const;

/** Per order line, where its units stand: ordered, stocked by the warehouse, taken with the final payment, shipped, returned. */
export function StockingLinesTable({ lines }: { lines: readonly OrderStockLine[] }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const columns: ResponsiveColumn<OrderStockLine>[] = [
    {
      key: 'goods', header: <FormattedMessage id="stock.col.goods" />, phone: 'title',
      cell: (line) => (
        <Text as="span">
          {localized(line.goodsName, line.goodsNameI18n, locale)}
          {' · '}
          {localized(line.specText, line.specI18n, locale)}
        </Text>
      ),
    },
    ...COUNTERS.map((c): ResponsiveColumn<OrderStockLine> => ({
      key: c, header: <FormattedMessage id={`stock.order.col.${c}`} />, numeric: true, cell: (line) => line[c],
    })),
  ];
  return <ResponsiveTable rows={lines} columns={columns} rowKey={(l) => l.lineId} label={intl.formatMessage({ id: 'stock.order.linesLabel' })} />;
}
