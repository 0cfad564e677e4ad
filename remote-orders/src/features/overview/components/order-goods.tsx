import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { LineGoodsNames } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/** The order's first goods in the reader's language, and how many others it holds: so the buyer knows the order. */
export function OrderGoods({ goods, lineCount }: { goods: LineGoodsNames | null; lineCount: number }) {
  const locale = usePortalLocale();
  if (!goods) return null;
  const name = `${localized(goods.goodsName, goods.goodsNameI18n, locale)} · ${localized(goods.specText, goods.specI18n, locale)}`;
  return (
    <Text color="fg.muted">
      {lineCount > 1
        ? <FormattedMessage id="overview.goodsAndMore" values={{ goods: name, more: lineCount - 1 }} />
        : <FormattedMessage id="overview.goods" values={{ goods: name }} />}
    </Text>
  );
}
