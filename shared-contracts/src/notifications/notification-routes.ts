/**
 * Where the full list and the settings are: tabs of the personal centre (/user/center), chosen by `?tab=`, so the
 * bell's "see all" and the e-mails' footer lead to them without a route of their own.
 */
export const NOTIFICATIONS_TAB = 'notifications';
export const NOTIFICATION_SETTINGS_TAB = 'notification-settings';
export const NOTIFICATIONS_PAGE = `/user/center?tab=${NOTIFICATIONS_TAB}`;
export const NOTIFICATION_SETTINGS_PAGE = `/user/center?tab=${NOTIFICATION_SETTINGS_TAB}`;
