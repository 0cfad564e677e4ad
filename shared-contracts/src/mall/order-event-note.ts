import { isOnlineMethod, type OnlineMethod } from '../api/online-payments';

/**
 * What a timeline event's note holds, so a page says it in a sentence of the reader's language rather than showing the
 * stored text (issue 25: `ONLINE_RMB_CARD SBX34…` on the buyer's timeline). The server writes the notes of online
 * payments with onlinePaymentNote; a refund's closing carries the refund number; the rest are people's reasons.
 */
export type EventNote =
  | { kind: 'onlinePayment'; method: OnlineMethod; tradeNo: string }
  | { kind: 'refund'; refundNo: string }
  | { kind: 'reason'; text: string };

/** The note of a payment the gateway confirmed: its method and the gateway's own trade number. */
export const onlinePaymentNote = (method: OnlineMethod, tradeNo: string) => `${method} ${tradeNo}`;

function readOnlinePaymentNote(note: string): EventNote | null {
  const [method, tradeNo, ...rest] = note.split(' ');
  if (rest.length > 0 || !method || !tradeNo || !isOnlineMethod(method)) return null;
  return { kind: 'onlinePayment', method, tradeNo };
}

/** The event's note by its action: a payment's gateway details, the refund that closed the order, or a reason given. */
export function eventNoteOf(event: { action: string; note: string | null }): EventNote | null {
  const note = event.note?.trim();
  if (!note) return null;
  if (event.action === 'payDeposit' || event.action === 'payFinal') {
    return readOnlinePaymentNote(note) ?? { kind: 'reason', text: note };
  }
  if (event.action === 'closeRefunded') return { kind: 'refund', refundNo: note };
  return { kind: 'reason', text: note };
}
