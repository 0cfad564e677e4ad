import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Timeline } from '@chakra-ui/react/timeline';
import { CircleDot } from 'lucide-react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { timelineSteps } from 'shared-contracts/mall/order-timeline';
import { OrderEventNote, type EventNoteMessages } from 'shared-contracts/react/order-event-note';
import { OrderStateBadge } from './order-state-badge';

/** How the buyer's timeline says a note (orders/messages.ts). */
const NOTE_MESSAGES: EventNoteMessages = {
  reason: 'orders.timeline.note', paidOnline: 'orders.timeline.paidOnline', refund: 'orders.timeline.refund', methodPrefix: 'orders.timeline.method',
};

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
            <OrderEventNote event={event} messages={NOTE_MESSAGES} />
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
