import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDateTime } from 'shared-contracts/format';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

type I18nText = { en?: string | null; vi?: string | null; cn?: string | null } | null;
type GoodsLine = { goodsName: string; goodsNameI18n: I18nText; specText: string; specI18n: I18nText };

/** A record's number (payment serial, refund or shipment number) in a queue's first column, in monospace. */
export function NumberCell({ value }: { value: string }) {
  return <Table.Cell><Text fontFamily="mono" fontSize="xs">{value}</Text></Table.Cell>;
}

/** An order's number and, under it, when it was placed. */
export function OrderNoCell({ orderNo, createTime }: { orderNo: string; createTime: string }) {
  const locale = usePortalLocale();
  return (
    <Table.Cell whiteSpace="nowrap">
      <Text fontFamily="mono" fontSize="xs">{orderNo}</Text>
      <Text fontSize="xs" color="fg.muted">{formatDateTime(createTime, locale)}</Text>
    </Table.Cell>
  );
}

/** A value and, in small muted type under it, what qualifies it (the spec under the goods, the bank under the name). */
export function TwoLines({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <>
      <Text>{main}</Text>
      <Text fontSize="xs" color="fg.muted">{sub}</Text>
    </>
  );
}

type FirstGoodsCellProps = { lines: readonly GoodsLine[]; withSpec?: boolean; moreMessageId: string };

/** An order's first goods (two lines at most), its spec when asked, and how many more goods the order has. */
export function FirstGoodsCell({ lines, withSpec = false, moreMessageId }: FirstGoodsCellProps) {
  const locale = usePortalLocale();
  const first = lines[0];
  return (
    <Table.Cell minW="40" maxW="64">
      <Stack gap="0">
        <Text lineClamp={2}>{first ? localized(first.goodsName, first.goodsNameI18n, locale) : ''}</Text>
        {withSpec && first ? <Text fontSize="xs" color="fg.muted">{localized(first.specText, first.specI18n, locale)}</Text> : null}
        {lines.length > 1 ? (
          <Text fontSize="xs" color="fg.muted"><FormattedMessage id={moreMessageId} values={{ count: lines.length - 1 }} /></Text>
        ) : null}
      </Stack>
    </Table.Cell>
  );
}
