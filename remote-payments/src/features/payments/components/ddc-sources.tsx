import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ExternalLink } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useOrderSources } from '../api/get-order-sources';

/**
 * What a purchasing-agent (ddc) payment adds to a payment: each line's source platform and a link to the item
 * there, so the buyer can check what is bought for them before paying. Nothing shows for an order without ddc goods.
 */
export function DdcSources({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const { sources } = useOrderSources(order.lines);
  if (sources.length === 0) return null;
  const platformName = (platform: string) => intl.formatMessage({ id: `payments.ddc.platform.${platform}`, defaultMessage: platform });
  return (
    <Stack as="section" gap="3" aria-labelledby="ddc-sources" maxW="3xl">
      <Heading as="h2" size="md" id="ddc-sources"><FormattedMessage id="payments.ddc.sources" /></Heading>
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.ddc.sourcesIntro" /></Text>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {['goods', 'platform', 'source'].map((c) => (
              <Table.ColumnHeader key={c}><FormattedMessage id={`payments.ddc.${c}`} /></Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sources.map(({ line, platform, url }) => {
            const goods = localized(line.goodsName, line.goodsNameI18n, locale);
            return (
              <Table.Row key={line.id}>
                <Table.Cell>
                  <Text>{goods}</Text>
                  <Text fontSize="xs" color="fg.muted">{localized(line.specText, line.specI18n, locale)}</Text>
                </Table.Cell>
                <Table.Cell>{platformName(platform)}</Table.Cell>
                <Table.Cell>
                  {url ? (
                    <Link href={url} target="_blank" rel="noreferrer" colorPalette="blue"
                      aria-label={intl.formatMessage({ id: 'payments.ddc.openSourceOf' }, { goods, platform: platformName(platform) })}>
                      {platformName(platform)} <ExternalLink size={14} aria-hidden />
                    </Link>
                  ) : <Text color="fg.muted"><FormattedMessage id="payments.ddc.noSource" /></Text>}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
