import { Button, IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { BADGE_MAX, CountBadge } from '../../react/count-badge';
import { Link as RouterLink } from 'react-router-dom';
import { tokenAtom } from 'shared-contracts/session/session-store';
import { useSessionValue } from 'shared-contracts/react/use-session';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { notificationMessages } from '../messages';
import { NOTIFICATIONS_PAGE } from '../notification-routes';
import { usePortalOrigin } from '../portal-origin';

/**
 * The panel and what it draws with (the three languages' texts of every kind) load when the bell is first opened,
 * not with the layout of every signed-in page.
 */
const NotificationPanel = lazy(() => import('./notification-panel').then((m) => ({ default: m.NotificationPanel })));

type Props = { positioning?: 'fixed' | 'absolute' };

/**
 * The bell in the navbar (issue 26): the unread count, and a panel with the latest notifications. Signed-in users
 * only. The count is polled as a fallback (api/get-unread-count.ts); the live-events stream invalidates
 * `notificationQueryKeys` for the rest. `positioning` follows the header's (useHeaderMenuStrategy in the layout).
 */
export function NotificationBell({ positioning = 'absolute' }: Props) {
  const intl = useIntl();
  const token = useSessionValue(tokenAtom);
  const [open, setOpen] = useState(false);
  const count = useUnreadCount(Boolean(token)).data?.unread ?? 0;
  const markAll = useMarkAllRead();
  const portalOrigin = usePortalOrigin();
  if (!token) return null;
  // The name says the figure the badge shows (WCAG 2.5.3, label in name).
  const label = count > BADGE_MAX
    ? intl.formatMessage({ id: 'notifications.bell.labelOver' }, { max: BADGE_MAX })
    : intl.formatMessage({ id: 'notifications.bell.label' }, { count });
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} lazyMount unmountOnExit
      positioning={{ placement: 'bottom-end', strategy: positioning, overflowPadding: 8 }}>
      <Popover.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="sm" position="relative">
          <Bell />
          <CountBadge count={count} testId="notification-count" />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* At most the screen's width less 8 px each side: a 360 px phone shows it whole (docs/notifications.md). */}
          <Popover.Content w="24rem" maxW="calc(100vw - 16px)" data-testid="notification-panel">
            <Popover.Header display="flex" alignItems="center" justifyContent="space-between" gap="2" py="2" px="3" borderBottomWidth="1px">
              <Popover.Title fontWeight="semibold">{t('notifications.panel.title')}</Popover.Title>
              <Button size="xs" variant="ghost" colorPalette="blue" disabled={count === 0 || markAll.isPending}
                onClick={() => markAll.mutate()}>
                {t('notifications.markAllRead')}
              </Button>
            </Popover.Header>
            <Popover.Body p="0" maxH="min(60vh, 28rem)" overflowY="auto">
              <Suspense fallback={<Text role="status" p="3" fontSize="sm">{t('notifications.loading')}</Text>}>
                <NotificationPanel onOpened={() => setOpen(false)} />
              </Suspense>
            </Popover.Body>
            <Popover.Footer borderTopWidth="1px" py="2" px="3">
              <Flex w="full" justify="center">
                <Button asChild size="xs" variant="ghost" colorPalette="blue">
                  {portalOrigin
                    ? <a href={`${portalOrigin}${NOTIFICATIONS_PAGE}`}>{t('notifications.panel.seeAll')}</a>
                    : <RouterLink to={NOTIFICATIONS_PAGE} onClick={() => setOpen(false)}>{t('notifications.panel.seeAll')}</RouterLink>}
                </Button>
              </Flex>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** The bell with its texts, for the navbar: they load with the layout, the rest of the feature's with its pages. */
export const NavbarNotificationBell = withRemoteMessages(NotificationBell, notificationMessages);
