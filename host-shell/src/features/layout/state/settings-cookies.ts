import Cookies from 'js-cookie';
import {
  DEFAULT_SIZE, DEFAULT_THEME, SETTINGS_COOKIE, SETTINGS_COOKIE_DAYS, SIDEBAR_COOKIE, SIZE_COOKIE, SIZES,
  THEME_COOKIE, THEME_COOKIE_DAYS, type LayoutSize,
} from 'shared-contracts/shell/features/layout/constants';

/**
 * The layout's remembered preferences (SPEC §3 Settings, §4 UI state) and their cookies. Plain functions,
 * so the atoms seed from them and tests check them without React.
 */

export type LayoutSwitches = { tagsView: boolean; fixedHeader: boolean; sidebarLogo: boolean; showFooter: boolean };
export const SWITCH_NAMES = ['tagsView', 'fixedHeader', 'sidebarLogo', 'showFooter'] as const satisfies readonly (keyof LayoutSwitches)[];
/** SPEC §9: every switch is on until the user turns it off. */
export const DEFAULT_SWITCHES: LayoutSwitches = { tagsView: true, fixedHeader: true, sidebarLogo: true, showFooter: true };

const attributes = (days?: number): Cookies.CookieAttributes => ({
  path: '/', sameSite: 'Lax', ...(days === undefined ? {} : { expires: days }),
});

/** `#rgb` or `#rrggbb`: anything else in the cookie (tampered, old format) falls back to the default. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

export function readTheme(): string {
  const stored = Cookies.get(THEME_COOKIE);
  return isHexColour(stored) ? stored.toLowerCase() : DEFAULT_THEME;
}

export function writeTheme(colour: string): void {
  Cookies.set(THEME_COOKIE, colour.toLowerCase(), attributes(THEME_COOKIE_DAYS));
}

/** Unknown keys and non-boolean values in the cookie are ignored, one switch at a time. */
export function readSwitches(): LayoutSwitches {
  const result = { ...DEFAULT_SWITCHES };
  const raw = Cookies.get(SETTINGS_COOKIE);
  if (!raw) return result;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return result;
    for (const name of SWITCH_NAMES) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'boolean') result[name] = value;
    }
  } catch {
    // A cookie that is not JSON is someone else's or corrupt: the defaults stand.
  }
  return result;
}

export function writeSwitches(switches: LayoutSwitches): void {
  Cookies.set(SETTINGS_COOKIE, JSON.stringify(switches), attributes(SETTINGS_COOKIE_DAYS));
}

export function isLayoutSize(value: unknown): value is LayoutSize {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

/** SPEC §9: small unless a size cookie exists (and names a known size). */
export function readSize(): LayoutSize {
  const stored = Cookies.get(SIZE_COOKIE);
  return isLayoutSize(stored) ? stored : DEFAULT_SIZE;
}

export function writeSize(size: LayoutSize): void {
  // A session-length cookie would forget the choice on browser restart; SPEC §4 says "remembered".
  Cookies.set(SIZE_COOKIE, size, attributes(SETTINGS_COOKIE_DAYS));
}

/** eladmin stores `1` for open, `0` for collapsed; no cookie means open. */
export function readSidebarOpened(): boolean {
  return Cookies.get(SIDEBAR_COOKIE) !== '0';
}

export function writeSidebarOpened(opened: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', attributes(SETTINGS_COOKIE_DAYS));
}
