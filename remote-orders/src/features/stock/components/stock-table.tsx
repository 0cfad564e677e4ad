import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Fragment } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { MyStockRow } from 'shared-contracts/api/stock';
import { localized } from 'shared-contracts/mall/localized';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { StockBatches } from './stock-batches';

const COUNTERS = ['available', 'inTransit', 'frozen', 'awaitingFinalPayment', 'stocking', 'batchCount'] as const;
const COLUMNS = ['goods', ...COUNTERS, 'earliestStoredAt', 'actions'] as const;

type StockTableProps = { rows: readonly MyStockRow[]; openSku: number | null; onToggle: (skuId: number) => void };

/**
 * The buyer's stock, a row per SKU with its counters; a row opens its batches beneath it. Only what is available
 * can be shipped (SPEC §4: stock held for after-sales cannot), so the Ship link shows only then.
 */
export function StockTable({ rows, openSku, onToggle }: StockTableProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} whiteSpace="nowrap" textAlign={(COUNTERS as readonly string[]).includes(c) ? 'end' : undefined}>
                <FormattedMessage id={`stock.col.${c}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const name = localized(row.goodsName, row.goodsNameI18n, locale);
            const open = openSku === row.skuId;
            const panelId = `stock-batches-${row.skuId}`;
            return (
              <Fragment key={row.skuId}>
                <Table.Row>
                  <Table.Cell minW="48">
                    <HStack gap="3">
                      <Box w="12" flexShrink={0}><LazyImage src={row.imageUrl} alt={name} width="48px" borderRadius="sm" /></Box>
                      <Stack gap="0">
                        <Text lineClamp={2}>{name}</Text>
                        <Text fontSize="xs" color="fg.muted">{localized(row.specText, row.specI18n, locale)}</Text>
                      </Stack>
                    </HStack>
                  </Table.Cell>
                  {COUNTERS.map((c) => (
                    <Table.Cell key={c} textAlign="end" fontWeight={c === 'available' ? 'semibold' : undefined}>{row[c]}</Table.Cell>
                  ))}
                  <Table.Cell whiteSpace="nowrap">
                    {row.earliestStoredAt ? <FormattedDate value={row.earliestStoredAt} dateStyle="medium" /> : <FormattedMessage id="stock.none" />}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={panelId}
                        aria-label={intl.formatMessage({ id: open ? 'stock.hideBatchesOf' : 'stock.showBatchesOf' }, { goods: name })}
                        onClick={() => onToggle(row.skuId)}>
                        <FormattedMessage id={open ? 'stock.hideBatches' : 'stock.showBatches'} />
                      </Button>
                      {row.available > 0 ? (
                        <Button asChild size="xs" colorPalette="blue">
                          <RouterLink to={`/myInvoices/${row.skuId}`} aria-label={intl.formatMessage({ id: 'stock.shipOf' }, { goods: name })}>
                            <FormattedMessage id="stock.ship" />
                          </RouterLink>
                        </Button>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
                {open ? (
                  <Table.Row>
                    <Table.Cell id={panelId} colSpan={COLUMNS.length} bg="bg.muted">
                      <StockBatches skuId={row.skuId} goodsName={name} />
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
