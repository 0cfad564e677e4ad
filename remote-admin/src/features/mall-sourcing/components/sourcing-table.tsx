import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SourcingRequest } from 'shared-contracts/api/links';
import { formatDateTime } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';
import { Permission } from 'shared-contracts/react/permission';
import { ListTable } from '../../../components/list-table';
import type { HandleAction } from './handle-request-dialog';

const COLUMNS = ['buyer', 'kind', 'platform', 'itemId', 'url', 'rawInput', 'createTime', 'status', 'actions'] as const;
const STATUS_COLOUR = { pending: 'orange', completed: 'green', rejected: 'red' } as const;

type SourcingTableProps = {
  requests: readonly SourcingRequest[];
  locale: Locale;
  onHandle: (request: SourcingRequest, action: HandleAction) => void;
};

/**
 * The queue. The buyer's URL is shown as text (what was pasted) and as a link that opens in a new tab with
 * no opener and no referrer: it is user input, the portal must neither be reachable from it nor leak to it.
 */
export function SourcingTable({ requests, locale, onHandle }: SourcingTableProps) {
  const intl = useIntl();
  return (
    <ListTable idPrefix="admin.mall.sourcing" columns={COLUMNS}>
      {requests.map((r) => (
        <Table.Row key={r.id}>
          <Table.Cell>{r.userName}</Table.Cell>
          <Table.Cell><FormattedMessage id={`admin.mall.sourcing.kind.${r.kind}`} /></Table.Cell>
          <Table.Cell>{intl.messages[`admin.mall.platform.${r.platform}`] ? intl.formatMessage({ id: `admin.mall.platform.${r.platform}` }) : r.platform}</Table.Cell>
          <Table.Cell><Text as="span" fontFamily="mono" fontSize="xs">{r.itemId ?? ''}</Text></Table.Cell>
          <Table.Cell maxW="64">
            <Text fontSize="xs" wordBreak="break-all">{r.url}</Text>
            <Link href={r.url} target="_blank" rel="noopener noreferrer" fontSize="xs" colorPalette="blue">
              <FormattedMessage id="admin.mall.sourcing.open" />
            </Link>
          </Table.Cell>
          <Table.Cell maxW="64"><Text fontSize="xs" lineClamp={3} wordBreak="break-all" title={r.rawInput}>{r.rawInput}</Text></Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(r.createTime, locale)}</Table.Cell>
          <Table.Cell>
            <Badge size="sm" colorPalette={STATUS_COLOUR[r.status]}><FormattedMessage id={`admin.mall.sourcing.status.${r.status}`} /></Badge>
            {r.goodsId !== null ? <Text fontSize="xs"><FormattedMessage id="admin.mall.sourcing.goodsOf" values={{ id: r.goodsId }} /></Text> : null}
            {r.note ? <Text fontSize="xs" color="fg.muted">{r.note}</Text> : null}
          </Table.Cell>
          <Table.Cell>
            {r.status === 'pending' ? (
              <Permission value={['sourcing:edit']}>
                <HStack gap="1">
                  <Button size="xs" variant="ghost" aria-label={intl.formatMessage({ id: 'admin.mall.sourcing.completeOf' }, { id: r.id })} onClick={() => onHandle(r, 'complete')}>
                    <FormattedMessage id="admin.mall.sourcing.complete" />
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" aria-label={intl.formatMessage({ id: 'admin.mall.sourcing.rejectOf' }, { id: r.id })} onClick={() => onHandle(r, 'reject')}>
                    <FormattedMessage id="admin.mall.sourcing.reject" />
                  </Button>
                </HStack>
              </Permission>
            ) : null}
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
