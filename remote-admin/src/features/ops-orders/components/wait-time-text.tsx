import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { waitMessage, waitTime } from '../utils/wait-time';

/** How long an order has waited for acceptance, in red with an "Over 1 day" badge once past the target. */
export function WaitTimeText({ createTime, now }: { createTime: string; now: number }) {
  const wait = waitTime(createTime, now);
  const { id, values } = waitMessage(wait);
  return (
    <HStack gap="2" wrap="wrap">
      <Text as="span" whiteSpace="nowrap" color={wait.overdue ? 'red.600' : undefined} fontWeight={wait.overdue ? 'semibold' : undefined}>
        <FormattedMessage id={id} values={values} />
      </Text>
      {wait.overdue ? <Badge size="sm" colorPalette="red" variant="solid"><FormattedMessage id="admin.ops.orders.overdue" /></Badge> : null}
    </HStack>
  );
}
