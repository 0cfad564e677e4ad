import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Interest } from 'shared-contracts/api/interests';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { formatMoney } from 'shared-contracts/mall/money';
import { Permission } from 'shared-contracts/react/permission';
import { ListTable } from '../../../components/list-table';

const COLUMNS = ['buyer', 'product', 'expectedPrice', 'quantity', 'remarks', 'status', 'reply', 'createTime', 'actions'] as const;
const STATUS_COLOUR = { pending: 'orange', quoted: 'blue', closed: 'gray' } as const;

type InterestTableProps = { interests: readonly Interest[]; locale: Locale; onHandle: (interest: Interest) => void };

/** Every buyer's interests. A buyer's link opens in a new tab with no opener and no referrer (user input). */
export function InterestTable({ interests, locale, onHandle }: InterestTableProps) {
  const intl = useIntl();
  return (
    <ListTable idPrefix="admin.mall.interest" columns={COLUMNS} numeric={['expectedPrice', 'quantity']}>
      {interests.map((i) => (
        <Table.Row key={i.id}>
          <Table.Cell>{i.userName}</Table.Cell>
          <Table.Cell maxW="64">
            {i.name ? <Text>{i.name}</Text> : null}
            {i.link ? (
              <>
                <Text fontSize="xs" wordBreak="break-all">{i.link}</Text>
                <Link href={i.link} target="_blank" rel="noopener noreferrer" fontSize="xs" colorPalette="blue">
                  <FormattedMessage id="admin.mall.interest.open" />
                </Link>
              </>
            ) : null}
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">{i.expectedPrice === null ? '' : formatMoney(i.expectedPrice, locale)}</Table.Cell>
          <Table.Cell textAlign="end">{i.quantity}</Table.Cell>
          <Table.Cell maxW="48"><Text fontSize="xs" lineClamp={3}>{i.remarks ?? ''}</Text></Table.Cell>
          <Table.Cell>
            <Badge size="sm" colorPalette={STATUS_COLOUR[i.status]}><FormattedMessage id={`admin.mall.interest.status.${i.status}`} /></Badge>
          </Table.Cell>
          <Table.Cell maxW="48">
            <Text fontSize="xs" lineClamp={3}>{i.reply ?? ''}</Text>
            {i.goodsId !== null ? <Text fontSize="xs"><FormattedMessage id="admin.mall.interest.goodsOf" values={{ id: i.goodsId }} /></Text> : null}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(i.createTime, locale)}</Table.Cell>
          <Table.Cell>
            <Permission value={['interest:edit']}>
              <Button size="xs" variant="ghost" aria-label={intl.formatMessage({ id: 'admin.mall.interest.handleOf' }, { id: i.id })} onClick={() => onHandle(i)}>
                <FormattedMessage id="admin.mall.interest.handle" />
              </Button>
            </Permission>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
