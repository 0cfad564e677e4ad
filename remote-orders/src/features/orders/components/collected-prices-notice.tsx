import { Alert } from '@chakra-ui/react/alert';
import { List } from '@chakra-ui/react/list';
import { FormattedMessage } from 'react-intl';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import type { DisplayedOrderState } from 'shared-contracts/mall/order-state';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

/**
 * Prices the buyer collected themselves (docs/orders.md "Collected prices"): while the order waits, that the platform
 * checks them against their source page before accepting; once it corrected any, which, from what to what, and why.
 */
export function CollectedPricesNotice({ order, state }: { order: OrderDetail; state: DisplayedOrderState }) {
  const locale = usePortalLocale();
  const money = (fen: number) => formatMoney(fen, locale, order.currency);
  const corrected = order.lines.filter((l) => l.collectedPrice !== null && l.priceCorrectionReason !== null);
  if (corrected.length > 0) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title><FormattedMessage id="orders.detail.corrected.title" values={{ count: corrected.length }} /></Alert.Title>
          <Alert.Description>
            <List.Root gap="1" ps="4">
              {corrected.map((l) => (
                <List.Item key={l.id}>
                  <FormattedMessage id="orders.detail.corrected.line" values={{
                    goods: `${localized(l.goodsName, l.goodsNameI18n, locale)} · ${localized(l.specText, l.specI18n, locale)}`,
                    collected: money(l.collectedPrice ?? l.unitPrice), price: money(l.unitPrice), reason: l.priceCorrectionReason,
                  }} />
                </List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (state !== 'awaitingAcceptance' || !order.lines.some((l) => l.collectedPrice !== null)) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Description><FormattedMessage id="orders.detail.collected.body" /></Alert.Description>
    </Alert.Root>
  );
}
