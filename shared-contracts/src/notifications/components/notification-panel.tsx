import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useIntl } from 'react-intl';
import { useNotifications } from '../api/get-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationItem } from './notification-item';

/** How many the bell's panel shows; the rest are on the list page. */
export const PANEL_SIZE = 8;
const PANEL_QUERY = { page: 0, size: PANEL_SIZE, state: 'all' } as const;

/** The latest notifications, read and unread, newest first; each opens its page and is marked read. */
export function NotificationPanel({ onOpened }: { onOpened: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const latest = useNotifications(PANEL_QUERY);
  const open = useOpenNotification(onOpened);
  if (latest.isPending) return <Text role="status" p="3" fontSize="sm">{t('notifications.loading')}</Text>;
  if (latest.isError) {
    return (
      <Stack p="3" gap="2" align="start" role="alert">
        <Text fontSize="sm">{t('notifications.loadFailed')}</Text>
        <Button size="xs" variant="outline" onClick={() => void latest.refetch()}>{t('notifications.retry')}</Button>
      </Stack>
    );
  }
  const items = latest.data.content;
  if (items.length === 0) return <Text p="3" fontSize="sm" color="fg.muted">{t('notifications.panel.empty')}</Text>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={t('notifications.panel.title')}>
      {items.map((n) => (
        <li key={n.id}><NotificationItem notification={n} onOpen={open} compact /></li>
      ))}
    </Stack>
  );
}
