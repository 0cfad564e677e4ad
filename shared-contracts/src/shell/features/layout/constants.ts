/** Business constants of the shell layout (SPEC §9), one place so tests and components agree. */

/** SPEC §9: sidebar width when open. */
export const SIDEBAR_WIDTH = '205px';
/** Icon-only rail when collapsed on a desktop (eladmin's 54px), wide enough for a 16px icon and focus ring. */
export const SIDEBAR_COLLAPSED_WIDTH = '54px';
/** SPEC §4/§9: a viewport under 992 px is a mobile device. */
export const MOBILE_BREAKPOINT = 992;

/** SPEC §9: theme colour cookie lives 365 days; the default colour is eladmin's blue. */
export const THEME_COOKIE = 'theme';
export const THEME_COOKIE_DAYS = 365;
export const DEFAULT_THEME = '#1890ff';
/** Presets of the colour picker (eladmin's theme picker offers the same family of colours). */
export const THEME_PRESETS: readonly string[] = ['#1890ff', '#304156', '#11a983', '#13c2c2', '#6959cd', '#f5222d', '#fa8c16'];

/** Cookie names of the remembered UI state (SPEC §4). */
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';
export const SETTINGS_COOKIE = 'layoutSettings';
/** Settings switches stay as long as the theme (a year): both are the user's layout preferences. */
export const SETTINGS_COOKIE_DAYS = 365;

/** SPEC §9: Default, Medium, Small, Mini; small unless a size cookie says otherwise. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type LayoutSize = (typeof SIZES)[number];
export const DEFAULT_SIZE: LayoutSize = 'small';

/** SPEC §9 settings defaults: the footer's copyright line and filing number (ICP style). */
export const FOOTER_YEAR = 2026;
export const CASE_NUMBER = '桂ICP备2026012345号';

/** Internal refresh route (SPEC §2): `/redirect` + fullPath re-mounts a view. */
export const REDIRECT_PREFIX = '/redirect';
