import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Timeline } from '@chakra-ui/react/timeline';
import { CircleDot } from 'lucide-react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { eventNoteOf } from 'shared-contracts/mall/order-event-note';
import { timelineSteps } from '../utils/timeline';
import { OrderStateBadge } from './order-state-badge';

type OrderEvent = OrderDetail['events'][number];

/**
 * An event's note in a sentence of the reader's language, never the stored text as such: an online payment names its
 * method and the gateway's trade number, a refund's closing its refund, a reason is quoted as the person wrote it.
 */
function EventNote({ event }: { event: OrderEvent }) {
  const note = eventNoteOf(event);
  if (!note) return null;
  const [id, values] = note.kind === 'onlinePayment'
    ? ['orders.timeline.paidOnline', { method: <FormattedMessage id={`orders.timeline.method.${note.method}`} />, tradeNo: note.tradeNo }]
    : note.kind === 'refund' ? ['orders.timeline.refund', { refundNo: note.refundNo }] : ['orders.timeline.note', { note: note.text }];
  return <Text fontSize="sm" overflowWrap="anywhere"><FormattedMessage id={id} values={values} /></Text>;
}

/**
 * What happened to the order, oldest first: the step taken (translated), the state it reached, who took it
 * (the platform when the job queue did) and when, in the reader's locale, and the note given (a refusal's reason).
 */
export function OrderTimeline({ events, labelledBy }: { events: OrderDetail['events']; labelledBy: string }) {
  const intl = useIntl();
  if (events.length === 0) return <Text color="fg.muted"><FormattedMessage id="orders.timeline.empty" /></Text>;
  const actionLabel = (action: string) => {
    const id = `orders.action.${action}`;
    return intl.messages[id] !== undefined ? intl.formatMessage({ id }) : action;
  };
  return (
    <Timeline.Root size="sm" variant="subtle" aria-labelledby={labelledBy}>
      {timelineSteps(events).map(({ event, state }) => (
        <Timeline.Item key={event.id}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator><CircleDot aria-hidden /></Timeline.Indicator>
          </Timeline.Connector>
          <Timeline.Content gap="1">
            <HStack gap="2" wrap="wrap">
              <Timeline.Title>{actionLabel(event.action)}</Timeline.Title>
              {state ? <OrderStateBadge state={state} size="sm" /> : null}
            </HStack>
            <Timeline.Description>
              <FormattedDate value={event.createTime} dateStyle="medium" timeStyle="short" />
              {' · '}
              <FormattedMessage
                id="orders.timeline.by"
                values={{ actor: event.actorName ?? intl.formatMessage({ id: 'orders.timeline.platform' }) }}
              />
            </Timeline.Description>
            <EventNote event={event} />
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
