import { MessageKey } from 'shared-contracts/api/message-keys';
import { depositOf } from 'shared-contracts/mall/money';
import { HttpError } from '../../plugins/app/errors';

/** Money columns are int4 fen: a total past this would not fit, so such an order is refused, not a 500. */
const MAX_AMOUNT = 2_147_483_647;

/**
 * What an order's lines add up to (docs/mall.md "Money"): each line's total, the goods total, the 30% deposit
 * (depositOf) and the quantity. One function for placing an order and for an operator's correction of a collected
 * price (docs/orders.md "Collected prices"), so both compute them alike. A total past int4: 400 validation.invalidNumber.
 */
export function orderAmounts<L extends { unitPrice: number; quantity: number }>(lines: readonly L[]) {
  const priced = lines.map((l) => ({ ...l, totalPrice: l.unitPrice * l.quantity }));
  const goodsTotal = priced.reduce((sum, l) => sum + l.totalPrice, 0);
  if (goodsTotal > MAX_AMOUNT) throw new HttpError(400, MessageKey.invalidNumber);
  return {
    lines: priced, goodsTotal, depositAmount: depositOf(goodsTotal), quantity: priced.reduce((sum, l) => sum + l.quantity, 0),
  };
}
