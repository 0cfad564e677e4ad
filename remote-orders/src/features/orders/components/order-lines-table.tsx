import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { LineFigureCells } from 'shared-contracts/react/line-unit-price';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

const COLUMNS = ['goods', 'spec', 'unitPrice', 'quantity', 'total'] as const;
const NUMERIC: readonly string[] = ['unitPrice', 'quantity', 'total'];

/**
 * The goods as ordered (names, specifications and prices frozen when the order was placed), in the reader's language;
 * a price the buyer collected is marked so, with the platform's correction and why.
 */
export function OrderLinesTable({ order }: { order: OrderDetail }) {
  const locale = usePortalLocale();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} textAlign={NUMERIC.includes(c) ? 'end' : undefined}>
                <FormattedMessage id={`orders.detail.col.${c}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.lines.map((line) => {
            const name = localized(line.goodsName, line.goodsNameI18n, locale);
            return (
              <Table.Row key={line.id}>
                {/* The name wraps, so on a narrow screen the price (and a correction of it) comes into view. */}
                <Table.Cell minW="44" maxW="64" whiteSpace="normal">
                  <HStack gap="3">
                    <Box w="14" flexShrink={0}><LazyImage src={line.imageUrl} alt={name} width="56px" borderRadius="sm" /></Box>
                    <Link asChild><RouterLink to={`/mallDetail/${line.goodsId}`}>{name}</RouterLink></Link>
                  </HStack>
                </Table.Cell>
                <LineFigureCells line={line} currency={order.currency} />
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
