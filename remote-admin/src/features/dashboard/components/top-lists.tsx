import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { DashboardFigures, DashboardRanked } from 'shared-contracts/api/dashboard';
import type { Locale } from 'shared-contracts/i18n/locale';
import { formatMoney } from 'shared-contracts/mall/money';

const nameOf = (r: DashboardRanked, locale: Locale) => r.nameI18n?.[locale] || r.name;

function TopList({ id, rows, locale }: { id: 'goods' | 'stores' | 'buyers'; rows: DashboardRanked[]; locale: Locale }) {
  return (
    <Stack gap="1">
      <Heading as="h4" size="xs" id={`dashboard-top-${id}`}><FormattedMessage id={`admin.dashboard.top.${id}`} /></Heading>
      {rows.length === 0 ? <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.dashboard.top.none" /></Text> : (
        <Stack as="ol" gap="1" ps="5" listStyleType="decimal" aria-labelledby={`dashboard-top-${id}`}>
          {rows.map((r) => (
            <li key={r.id}>
              <HStack justify="space-between" gap="2" fontSize="sm">
                <Text lineClamp={1}>{nameOf(r, locale)}</Text>
                <Text whiteSpace="nowrap" fontWeight="medium">{formatMoney(r.value, locale)}</Text>
              </HStack>
              <Text fontSize="xs" color="fg.muted"><FormattedMessage id="admin.dashboard.top.row" values={{ orders: r.orders }} /></Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The 5 largest goods, stores and buyers by the goods value of the period's accepted orders. */
export function TopLists({ top, locale }: { top: DashboardFigures['top']; locale: Locale }) {
  return (
    <Stack as="section" gap="2" aria-labelledby="dashboard-top">
      <Heading as="h3" size="sm" id="dashboard-top"><FormattedMessage id="admin.dashboard.top" /></Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TopList id="goods" rows={top.goods} locale={locale} />
        <TopList id="stores" rows={top.stores} locale={locale} />
        <TopList id="buyers" rows={top.buyers} locale={locale} />
      </SimpleGrid>
    </Stack>
  );
}
