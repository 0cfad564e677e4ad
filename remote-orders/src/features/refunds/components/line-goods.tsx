import { Text } from '@chakra-ui/react/text';
import type { LineGoodsNames } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/** An order line's goods by name, with its specification beneath (two SKUs of one goods differ only there). */
export function LineGoods({ line }: { line: LineGoodsNames }) {
  const locale = usePortalLocale();
  return (
    <>
      <Text>{localized(line.goodsName, line.goodsNameI18n, locale)}</Text>
      <Text fontSize="xs" color="fg.muted">{localized(line.specText, line.specI18n, locale)}</Text>
    </>
  );
}
