import { DataList } from '@chakra-ui/react/data-list';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import type { DisplayedOrderState } from 'shared-contracts/mall/order-state';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { OrderStateBadge } from './order-state-badge';

function Item({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel><FormattedMessage id={labelId} /></DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The order's own fields (SPEC §3 as far as the contract carries them): number, store, state, time, amounts, remarks. */
export function OrderSummary({ order, state }: { order: OrderDetail; state: DisplayedOrderState }) {
  const locale = usePortalLocale();
  const money = (fen: number) => formatMoney(fen, locale, order.currency);
  return (
    <DataList.Root orientation="horizontal" size="md">
      <Item labelId="orders.detail.orderNo">{order.orderNo}</Item>
      <Item labelId="orders.detail.store">{localized(order.storeName, order.storeNameI18n, locale)}</Item>
      <Item labelId="orders.detail.state"><OrderStateBadge state={state} /></Item>
      <Item labelId="orders.detail.placed"><FormattedDate value={order.createTime} dateStyle="medium" timeStyle="short" /></Item>
      <Item labelId="orders.detail.quantity">{order.quantity}</Item>
      <Item labelId="orders.detail.goodsTotal">{money(order.goodsTotal)}</Item>
      <Item labelId="orders.detail.deposit">{money(order.depositAmount)}</Item>
      <Item labelId="orders.detail.paid">{money(order.paidAmount)}</Item>
      <Item labelId="orders.detail.remarks">{order.remarks ?? <FormattedMessage id="orders.detail.noRemarks" />}</Item>
    </DataList.Root>
  );
}
