import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ExternalLink } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail, OrderLine } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-contracts/react/responsive-table';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useOrderSources, type LineSource } from '../api/get-order-sources';

/**
 * What a purchasing-agent (ddc) payment adds to a payment: each line's source platform and a link to the item
 * there, so the buyer can check what is bought for them before paying. Nothing shows for an order without ddc goods.
 */
export function DdcSources({ order }: { order: OrderDetail }) {
  const { sources } = useOrderSources(order.lines);
  if (sources.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="ddc-sources" maxW="3xl">
      <Heading as="h2" size="md" id="ddc-sources"><FormattedMessage id="payments.ddc.sources" /></Heading>
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.ddc.sourcesIntro" /></Text>
      <ResponsiveTable rows={sources} columns={columns} rowKey={(source) => source.line.id} labelledBy="ddc-sources" />
    </Stack>
  );
}

const columns: ResponsiveColumn<LineSource>[] = [
  { key: 'goods', header: <FormattedMessage id="payments.ddc.goods" />, phone: 'title', cell: (source) => <SourceGoods line={source.line} /> },
  { key: 'platform', header: <FormattedMessage id="payments.ddc.platform" />, cell: (source) => <PlatformName platform={source.platform} /> },
  { key: 'source', header: <FormattedMessage id="payments.ddc.source" />, cell: (source) => <SourceLink source={source} /> },
];

const usePlatformName = () => {
  const intl = useIntl();
  return (platform: string) => intl.formatMessage({ id: `payments.ddc.platform.${platform}`, defaultMessage: platform });
};

function PlatformName({ platform }: { platform: string }) {
  return <>{usePlatformName()(platform)}</>;
}

function SourceGoods({ line }: { line: OrderLine }) {
  const locale = usePortalLocale();
  return (
    <>
      <Text overflowWrap="anywhere">{localized(line.goodsName, line.goodsNameI18n, locale)}</Text>
      <Text fontSize="xs" color="fg.muted">{localized(line.specText, line.specI18n, locale)}</Text>
    </>
  );
}

/** The item on its platform, named by the goods and the platform for assistive technology. */
function SourceLink({ source: { line, platform, url } }: { source: LineSource }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const platformName = usePlatformName();
  if (!url) return <Text color="fg.muted"><FormattedMessage id="payments.ddc.noSource" /></Text>;
  const goods = localized(line.goodsName, line.goodsNameI18n, locale);
  return (
    <Link href={url} target="_blank" rel="noreferrer" colorPalette="blue"
      aria-label={intl.formatMessage({ id: 'payments.ddc.openSourceOf' }, { goods, platform: platformName(platform) })}>
      {platformName(platform)} <ExternalLink size={14} aria-hidden />
    </Link>
  );
}
