import { describe, expect, it } from 'vitest';
import { mergeMessages } from 'shared-contracts/react/remote-messages';
import { labelInNameMisses } from 'shared-contracts/test-support/label-in-name';
import { orderMessages } from './orders/messages';
import { refundMessages } from './refunds/messages';
import { shipmentMessages } from './shipments/messages';
import { stockMessages } from './stock/messages';

/** Buttons and links that show words and carry a fuller name of their own: [their aria-label, what they show]. */
const CONTROLS: ReadonlyArray<readonly [string, string]> = [
  ['orders.card.detailsOf', 'orders.card.details'],
  ...['payDeposit', 'payBalance', 'confirmReceipt'].map((b) => [`orders.next.${b}Of`, `orders.next.${b}`] as const),
  ['refunds.lines.requestOf', 'refunds.lines.request'], ['refunds.lines.underReviewOf', 'refunds.lines.underReview'],
  ['refunds.shipment.toggleOf', 'refunds.shipment.toggle'],
  ['shipments.address.editOf', 'shipments.address.edit'], ['shipments.address.deleteOf', 'shipments.address.delete'],
  ['shipments.address.makeDefaultOf', 'shipments.address.makeDefault'],
  ['shipments.batch.chooseOf', 'shipments.batch.choose'], ['shipments.list.cancelOf', 'shipments.list.cancel'],
  ['shipments.receipt.confirmOf', 'shipments.receipt.confirm'],
  ...['choose', 'replace', 'remove'].map((b) => [`shipments.picture.${b}Of`, `shipments.picture.${b}`] as const),
  ['stock.shipOf', 'stock.ship'], ['stock.showBatchesOf', 'stock.showBatches'], ['stock.hideBatchesOf', 'stock.hideBatches'],
];

describe("the buyer's order pages' buttons", () => {
  // WCAG 2.5.3 (axe: label-content-name-mismatch): a speech user presses a button by saying the words it shows.
  it('hold the words they show in the names they are given, in en, cn and vi', () => {
    expect(labelInNameMisses(mergeMessages(orderMessages, refundMessages, shipmentMessages, stockMessages), CONTROLS)).toEqual([]);
  });
});
