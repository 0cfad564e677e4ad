import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { MyStockRow } from 'shared-contracts/api/stock';
import { localized } from 'shared-contracts/mall/localized';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { StockBatches } from './stock-batches';

/** Available first and what waits for the balance beside it: "available 0" never hides 20 units due to be paid for. */
const COUNTERS = ['available', 'awaitingFinalPayment', 'inTransit', 'frozen', 'stocking', 'batchCount'] as const;

type StockTableProps = { rows: readonly MyStockRow[]; openSku: number | null; onToggle: (skuId: number) => void };

/** The goods of a stock row by name and specification: two SKUs of one goods are told apart by the latter. */
function goodsOfRow(row: Pick<MyStockRow, 'goodsName' | 'goodsNameI18n' | 'specText' | 'specI18n'>, locale: ReturnType<typeof usePortalLocale>) {
  return { name: localized(row.goodsName, row.goodsNameI18n, locale), spec: localized(row.specText, row.specI18n, locale) };
}

/**
 * The buyer's stock, a row per SKU with its counters (a card per SKU on a phone); a row opens its batches beneath it.
 * Only what is available can be shipped (SPEC §4: stock held for after-sales cannot), so Ship shows only then.
 */
export function StockTable({ rows, openSku, onToggle }: StockTableProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const header = (c: string) => <FormattedMessage id={`stock.col.${c}`} />;
  const columns: ResponsiveColumn<MyStockRow>[] = [
    {
      key: 'goods', header: header('goods'), phone: 'title', cellProps: { minW: '48' },
      cell: (row) => {
        const { name, spec } = goodsOfRow(row, locale);
        return (
          <HStack gap="3" align="start">
            <Box w="12" flexShrink={0}><LazyImage src={row.imageUrl} alt={name} width="48px" borderRadius="sm" /></Box>
            <Stack gap="0" minW="0">
              <Text lineClamp={2}>{name}</Text>
              <Text fontSize="xs" color="fg.muted">{spec}</Text>
            </Stack>
          </HStack>
        );
      },
    },
    ...COUNTERS.map((c): ResponsiveColumn<MyStockRow> => ({
      key: c, header: header(c), numeric: true, cellProps: c === 'available' ? { fontWeight: 'semibold' } : undefined,
      cell: (row) => (c === 'available' ? <Text as="span" fontWeight="semibold">{row[c]}</Text> : row[c]),
    })),
    {
      key: 'earliestStoredAt', header: header('earliestStoredAt'), cellProps: { whiteSpace: 'nowrap' },
      cell: (row) => (row.earliestStoredAt ? <FormattedDate value={row.earliestStoredAt} dateStyle="medium" /> : <FormattedMessage id="stock.none" />),
    },
    {
      key: 'actions', header: header('actions'), phone: 'actions',
      cell: (row) => {
        const { name, spec } = goodsOfRow(row, locale);
        const goods = `${name} · ${spec}`;
        const open = openSku === row.skuId;
        return (
          <HStack gap="1" wrap="wrap" justify="end">
            <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={open ? panelIdOf(row) : undefined}
              aria-label={intl.formatMessage({ id: open ? 'stock.hideBatchesOf' : 'stock.showBatchesOf' }, { goods })}
              onClick={() => onToggle(row.skuId)}>
              <FormattedMessage id={open ? 'stock.hideBatches' : 'stock.showBatches'} />
            </Button>
            {row.available > 0 ? (
              <Button asChild size="xs" colorPalette="blue">
                <RouterLink to={`/myInvoices/${row.skuId}`} aria-label={intl.formatMessage({ id: 'stock.shipOf' }, { goods })}>
                  <FormattedMessage id="stock.ship" />
                </RouterLink>
              </Button>
            ) : null}
          </HStack>
        );
      },
    },
  ];
  return (
    <ResponsiveTable rows={rows} columns={columns} rowKey={(row) => row.skuId} label={intl.formatMessage({ id: 'stock.title' })}
      detailId={panelIdOf}
      detail={(row) => (openSku === row.skuId ? <StockBatches skuId={row.skuId} goods={goodsOfRow(row, locale)} /> : null)} />
  );
}

const panelIdOf = (row: Pick<MyStockRow, 'skuId'>) => `stock-batches-${row.skuId}`;
