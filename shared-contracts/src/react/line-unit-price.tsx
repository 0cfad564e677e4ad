import { Badge } from '@chakra-ui/react/badge';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderLine } from '../api/orders';
import { localized } from '../mall/localized';
import { formatMoney } from '../mall/money';
import type { ResponsiveColumn } from './responsive-table';
import { usePortalLocale } from './use-portal-locale';

type LineUnitPriceProps = { line: Pick<OrderLine, 'unitPrice' | 'collectedPrice' | 'priceCorrectionReason'>; currency: string };

/**
 * A line's unit price as its buyer and the operator read it (docs/orders.md "Collected prices"): the price, and for a
 * line of the buyer's collected goods the mark that it is a collected price, or, once an operator corrected it, the
 * collected price struck through and the reason given. Texts: i18n/messages-line-price.ts.
 */
export function LineUnitPrice({ line, currency }: LineUnitPriceProps) {
  const locale = usePortalLocale();
  const money = (fen: number) => formatMoney(fen, locale, currency);
  if (line.collectedPrice === null) return <Text as="span" whiteSpace="nowrap">{money(line.unitPrice)}</Text>;
  const corrected = line.priceCorrectionReason !== null;
  return (
    <Stack gap="1" align="end">
      <Text as="span" whiteSpace="nowrap" fontWeight={corrected ? 'semibold' : undefined}>{money(line.unitPrice)}</Text>
      {corrected ? (
        <Text as="del" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          <FormattedMessage id="order.linePrice.was" values={{ price: money(line.collectedPrice) }} />
        </Text>
      ) : null}
      <Badge size="sm" colorPalette={corrected ? 'blue' : 'orange'}>
        <FormattedMessage id={corrected ? 'order.linePrice.corrected' : 'order.linePrice.collected'} />
      </Badge>
      {corrected ? (
        <Text fontSize="xs" textAlign="end" maxW="48" whiteSpace="normal">
          <FormattedMessage id="order.linePrice.reason" values={{ reason: line.priceCorrectionReason }} />
        </Text>
      ) : null}
    </Stack>
  );
}

/** The figures of an order line after its goods, by key: the reader names the columns (their own message ids). */
export const LINE_FIGURES = ['spec', 'unitPrice', 'quantity', 'total'] as const;
export type LineFigure = (typeof LINE_FIGURES)[number];

/**
 * The columns after the goods of an order line, as both the buyer's order and the operator's show them: the
 * specification in the reader's language, the unit price (LineUnitPrice), the quantity and the line's total; `header`
 * names each. A phone's card (ResponsiveTable) shows them as labelled figures.
 */
export function useLineFigureColumns(currency: string, header: (figure: LineFigure) => ReactNode): ResponsiveColumn<OrderLine>[] {
  const locale = usePortalLocale();
  return [
    { key: 'spec', header: header('spec'), cell: (line) => localized(line.specText, line.specI18n, locale) },
    { key: 'unitPrice', header: header('unitPrice'), numeric: true, cell: (line) => <LineUnitPrice line={line} currency={currency} /> },
    { key: 'quantity', header: header('quantity'), numeric: true, cell: (line) => line.quantity },
    { key: 'total', header: header('total'), numeric: true, cell: (line) => formatMoney(line.totalPrice, locale, currency) },
  ];
}

/** The same figures as table cells, for a table of its own (the operator's order). */
export function LineFigureCells({ line, currency }: { line: OrderLine; currency: string }) {
  const columns = useLineFigureColumns(currency, () => null);
  return <>{columns.map((c) => <Table.Cell key={c.key} textAlign={c.numeric ? 'end' : undefined}>{c.cell(line)}</Table.Cell>)}</>;
}
