import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { OrderEvent } from '../api/orders';
import { eventNoteOf } from '../mall/order-event-note';

/**
 * The message ids a remote says an event's note with (its own messages travel with it): `{note}`, `{method}` and
 * `{tradeNo}`, `{refundNo}`, and the prefix of the online methods' names (`<prefix>.ALIPAY_QR`).
 */
export type EventNoteMessages = { reason: string; paidOnline: string; refund: string; methodPrefix: string };

/**
 * An event's note in a sentence of the reader's language, never the stored text as such (issue 25): an online payment
 * names its method and the gateway's trade number, a refund's closing its refund, a reason is quoted as written. The
 * buyer's and the staff's timelines both say it this way.
 */
export function OrderEventNote({ event, messages }: { event: OrderEvent; messages: EventNoteMessages }) {
  const note = eventNoteOf(event);
  if (!note) return null;
  const [id, values] = note.kind === 'onlinePayment'
    ? [messages.paidOnline, { method: <FormattedMessage id={`${messages.methodPrefix}.${note.method}`} />, tradeNo: note.tradeNo }]
    : note.kind === 'refund' ? [messages.refund, { refundNo: note.refundNo }] : [messages.reason, { note: note.text }];
  return <Text fontSize="sm" overflowWrap="anywhere"><FormattedMessage id={id} values={values} /></Text>;
}
