import { Badge } from '@chakra-ui/react/badge';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { spanMessage, stockingClock } from '../utils/stocking-time';

/** How long the warehouse has had an order, and its expected completion: the time left, or in red how late it is. */
export function StockingClockText({ since, dueAt, now }: { since: string | null; dueAt: string | null; now: number }) {
  const clock = stockingClock(since, dueAt, now);
  const waited = clock.waited ? spanMessage('admin.ops.stock.span', clock.waited) : null;
  const due = clock.due ? spanMessage('admin.ops.stock.span', clock.due.span) : null;
  return (
    <Stack gap="0.5">
      {waited ? (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          <FormattedMessage id="admin.ops.stock.waited" values={{ span: <FormattedMessage id={waited.id} values={waited.values} /> }} />
        </Text>
      ) : null}
      {due && clock.due ? (
        <HStack gap="2" wrap="wrap">
          <Text as="span" whiteSpace="nowrap" color={clock.due.late ? 'red.600' : undefined} fontWeight={clock.due.late ? 'semibold' : undefined}>
            <FormattedMessage id={clock.due.late ? 'admin.ops.stock.lateBy' : 'admin.ops.stock.leftIn'}
              values={{ span: <FormattedMessage id={due.id} values={due.values} /> }} />
          </Text>
          {clock.due.late ? <Badge size="sm" colorPalette="red" variant="solid"><FormattedMessage id="admin.ops.stock.overdue" /></Badge> : null}
        </HStack>
      ) : null}
    </Stack>
  );
}
