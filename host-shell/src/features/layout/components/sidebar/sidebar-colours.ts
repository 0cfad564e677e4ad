/**
 * The sidebar's dark palette (eladmin's #304156 family, which back-office users know). The active entry uses
 * the theme colour, lightened until it reads on these backgrounds (theme/theme-colour.ts derives
 * `--app-theme-on-dark`; the fallback is that shade of the default blue), so it follows the settings panel.
 */
export const SIDEBAR_BG = '#304156';
export const SIDEBAR_SUB_BG = '#1f2d3d';
export const SIDEBAR_HOVER_BG = '#263445';
export const SIDEBAR_TEXT = '#bfcbd9';
export const SIDEBAR_ACTIVE_TEXT = 'var(--app-theme-on-dark, #5bb0ff)';
