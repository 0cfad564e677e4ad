import type { MessagesByLocale } from '../react/remote-messages';

/**
 * Texts of an order line's unit price where it came from a buyer's collect (react/line-unit-price.tsx, docs/orders.md
 * "Collected prices"): the buyer's order pages and the operator's acceptance show them alike.
 */
const en = {
  'order.linePrice.collected': 'Collected price',
  'order.linePrice.corrected': 'Corrected by the platform',
  'order.linePrice.was': 'Collected: {price}',
  'order.linePrice.reason': 'Why: {reason}',
};

type LinePriceMessages = Record<keyof typeof en, string>;

const cn: LinePriceMessages = {
  'order.linePrice.collected': '采集价',
  'order.linePrice.corrected': '平台已修正',
  'order.linePrice.was': '采集价：{price}',
  'order.linePrice.reason': '原因：{reason}',
};

const vi: LinePriceMessages = {
  'order.linePrice.collected': 'Giá thu thập',
  'order.linePrice.corrected': 'Nền tảng đã sửa giá',
  'order.linePrice.was': 'Giá thu thập: {price}',
  'order.linePrice.reason': 'Lý do: {reason}',
};

export const linePriceMessages: MessagesByLocale = { en, cn, vi };
