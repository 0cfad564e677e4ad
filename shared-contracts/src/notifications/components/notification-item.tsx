import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useIntl } from 'react-intl';
import type { Notification } from 'shared-contracts/api/notifications';
import { formatRelativeTime } from 'shared-contracts/format';
import { useNotificationText } from '../hooks/use-notification-text';

type Props = { notification: Notification; onOpen: (n: Notification) => void; compact?: boolean };

/**
 * One notification as a button: opening it marks it read and goes to its page. Unread ones are bold on a tinted
 * ground with a dot, and say "Unread" to a screen reader (colour alone is not a state). In the bell's panel the body
 * is cut to two lines; the list shows it whole.
 */
export function NotificationItem({ notification: n, onOpen, compact = false }: Props) {
  const intl = useIntl();
  const { subject, body } = useNotificationText(n);
  const unread = !n.readAt;
  return (
    <chakra.button type="button" onClick={() => onOpen(n)} display="flex" gap="2" w="full" textAlign="start" px="3" py="2"
      bg={unread ? 'blue.subtle' : 'transparent'} _hover={{ bg: 'bg.muted' }} _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
      data-state={unread ? 'unread' : 'read'} data-testid="notification-item">
      <Box as="span" aria-hidden flexShrink={0} mt="1.5" boxSize="2" borderRadius="full" bg={unread ? 'blue.solid' : 'transparent'} />
      <Box as="span" display="block" minW="0" flex="1">
        {unread ? <Text as="span" srOnly>{intl.formatMessage({ id: 'notifications.unread' })}: </Text> : null}
        <Text as="span" display="block" fontWeight={unread ? 'semibold' : 'normal'} fontSize="sm" overflowWrap="anywhere">{subject}</Text>
        {body ? (
          <Text as="span" display="block" fontSize="xs" color="fg.muted" overflowWrap="anywhere" lineClamp={compact ? 2 : undefined}>{body}</Text>
        ) : null}
        <Text asChild display="block" fontSize="xs" color="fg.subtle">
          <time dateTime={n.createdAt}>
          {/* The helper reads numbers (SPEC §9's timestamps); the API answers ISO instants. */}
          {formatRelativeTime(Date.parse(n.createdAt), intl.formatMessage)}
          </time>
        </Text>
      </Box>
    </chakra.button>
  );
}
