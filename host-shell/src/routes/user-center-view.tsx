import { FormattedMessage } from 'react-intl';
import { RemoteMessages } from 'shared-contracts/react/remote-messages';
import { NotificationList } from 'shared-contracts/notifications/components/notification-list';
import { NotificationPreferences } from 'shared-contracts/notifications/components/notification-preferences';
import { notificationMessages } from 'shared-contracts/notifications/messages';
import { NOTIFICATION_SETTINGS_TAB, NOTIFICATIONS_TAB } from 'shared-contracts/notifications/notification-routes';
import { UserCenterPage, type UserCenterTab } from '../features/user-center/user-center-page';

/**
 * The personal centre with the notifications' list and settings as two more tabs. Features do not import each other
 * (STYLE.md): the page that combines them is put together here, at the router's level.
 */
const NOTIFICATION_TABS: readonly UserCenterTab[] = [
  { value: NOTIFICATIONS_TAB, label: <FormattedMessage id="notifications.tabs.list" />, content: <NotificationList /> },
  { value: NOTIFICATION_SETTINGS_TAB, label: <FormattedMessage id="notifications.tabs.settings" />, content: <NotificationPreferences /> },
];

export function UserCenterWithNotifications() {
  return (
    <RemoteMessages messages={notificationMessages}>
      <UserCenterPage extraTabs={NOTIFICATION_TABS} />
    </RemoteMessages>
  );
}
