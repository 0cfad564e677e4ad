import { HStack } from '@chakra-ui/react/stack';
import { Timeline } from '@chakra-ui/react/timeline';
import { CircleDot } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffOrderDetail } from 'shared-contracts/api/orders';
import { formatDateTime } from 'shared-contracts/format';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { timelineSteps } from 'shared-contracts/mall/order-timeline';
import { OrderEventNote, type EventNoteMessages } from 'shared-contracts/react/order-event-note';
import { OrderStateBadge } from './order-state-badge';

/** How the staff's timeline says a note (ops-orders/messages.ts). */
const NOTE_MESSAGES: EventNoteMessages = {
  reason: 'admin.ops.orders.timeline.note', paidOnline: 'admin.ops.orders.timeline.paidOnline', refund: 'admin.ops.orders.timeline.refund',
  methodPrefix: 'admin.ops.orders.timeline.method',
};

/** The order's events, oldest first: the step (translated), the state it reached, who (the system for jobs), when, the note. */
export function OrderTimeline({ events, labelledBy }: { events: StaffOrderDetail['events']; labelledBy: string }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const actionLabel = (action: string) => {
    const id = `admin.ops.orders.action.${action}`;
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
              {state ? <OrderStateBadge state={state} /> : null}
            </HStack>
            <Timeline.Description>
              {formatDateTime(event.createTime, locale)}
              {' · '}
              <FormattedMessage id="admin.ops.orders.timeline.by"
                values={{ actor: event.actorName ?? intl.formatMessage({ id: 'admin.ops.orders.timeline.system' }) }} />
            </Timeline.Description>
            <OrderEventNote event={event} messages={NOTE_MESSAGES} />
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
