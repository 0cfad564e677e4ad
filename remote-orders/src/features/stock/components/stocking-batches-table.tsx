import { Text } from '@chakra-ui/react/text';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { OrderStocking, StockBatch } from 'shared-contracts/api/stock';
import { localized } from 'shared-contracts/mall/localized';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/**
 * The order's batches, newest first: number, goods with their specification (two SKUs of one goods are told apart),
 * quantity and when they were stored.
 */
export function StockingBatchesTable({ stocking, labelledBy }: { stocking: OrderStocking; labelledBy: string }) {
  const locale = usePortalLocale();
  const lines = new Map(stocking.lines.map((l) => [l.lineId, l]));
  const goodsOf = (b: StockBatch) => {
    const line = lines.get(b.orderLineId);
    return line ? `${localized(line.goodsName, line.goodsNameI18n, locale)} · ${localized(line.specText, line.specI18n, locale)}` : '';
  };
  const columns: ResponsiveColumn<StockBatch>[] = [
    { key: 'batchNo', header: <FormattedMessage id="stock.batches.col.batchNo" />, phone: 'title', cell: (b) => <Text as="span" fontFamily="mono" fontSize="xs">{b.batchNo}</Text> },
    { key: 'goods', header: <FormattedMessage id="stock.col.goods" />, phone: 'wide', cell: goodsOf },
    { key: 'quantity', header: <FormattedMessage id="stock.batches.col.quantity" />, numeric: true, cell: (b) => b.quantity },
    { key: 'storedAt', header: <FormattedMessage id="stock.batches.col.storedAt" />, cell: (b) => <FormattedDate value={b.storedAt} dateStyle="medium" timeStyle="short" /> },
  ];
  return <ResponsiveTable rows={stocking.batches} columns={columns} rowKey={(b) => b.id} labelledBy={labelledBy} />;
}
