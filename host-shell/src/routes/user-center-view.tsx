import { FormattedMessage } from 'react-intl';
import { COLLECT_EXTENSION_TAB } from 'shared-contracts/collect-extension-routes';
import { RemoteMessages, mergeMessages } from 'shared-contracts/react/remote-messages';
import { NotificationList } from 'shared-contracts/notifications/components/notification-list';
import { NotificationPreferences } from 'shared-contracts/notifications/components/notification-preferences';
import { notificationMessages } from 'shared-contracts/notifications/messages';
import { NOTIFICATION_SETTINGS_TAB, NOTIFICATIONS_TAB } from 'shared-contracts/notifications/notification-routes';
import { CollectConnections } from '../features/collect-extension/components/collect-connections';
import { collectExtensionMessages } from '../features/collect-extension/messages';
import { UserCenterPage, type UserCenterTab } from '../features/user-center/user-center-page';

/**
 * The personal centre with the notifications' list and settings and the collection extension's connections as more
 * tabs. Features do not import each other (STYLE.md): the page that combines them is put together here, at the
 * router's level.
 */
const EXTRA_TABS: readonly UserCenterTab[] = [
  { value: NOTIFICATIONS_TAB, label: <FormattedMessage id="notifications.tabs.list" />, content: <NotificationList /> },
  { value: NOTIFICATION_SETTINGS_TAB, label: <FormattedMessage id="notifications.tabs.settings" />, content: <NotificationPreferences /> },
  { value: COLLECT_EXTENSION_TAB, label: <FormattedMessage id="collectExt.tab" />, content: <CollectConnections /> },
];

const messages = mergeMessages(notificationMessages, collectExtensionMessages);

export function UserCenterWithNotifications() {
  return (
    <RemoteMessages messages={messages}>
      <UserCenterPage extraTabs={EXTRA_TABS} />
    </RemoteMessages>
  );
}
