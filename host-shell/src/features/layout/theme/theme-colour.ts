import { isHexColour } from '../state/settings-cookies';
import { DEFAULT_THEME } from 'shared-contracts/shell/features/layout/constants';
import { SIDEBAR_BG, SIDEBAR_HOVER_BG, SIDEBAR_SUB_BG } from '../components/sidebar/sidebar-colours';
import { contrastRatio, mixHex, readableShade, readableTextOn, AA_TEXT } from './contrast';

/**
 * The theme colour (SPEC §9) as Chakra token variables. Chakra resolves `colorPalette="blue"` to the
 * `--chakra-colors-blue-*` semantic tokens, so setting those on <html> recolours every primary control of
 * the host and of the remotes (which use blue as their primary palette) with no stylesheet from a CDN and
 * no rebuild of the Chakra system. The numeric blue scale (blue.500, ...) is left alone, so decorative
 * blues keep their hue.
 *
 * Any colour may be chosen, so the readable pairs are derived here (issue 15, WCAG AA 4.5:1): the text on the
 * solid colour is white or near-black, whichever reads better; the colour used as text (`fg`, the sidebar's
 * active entry) is darkened on light backgrounds and lightened on the dark sidebar until it reads. Shades are
 * computed here, not by CSS color-mix, because their contrast has to be known.
 */

/** The solid background and its text: the colour itself unless neither white nor near-black reaches AA on it. */
export function solidPair(colour: string): { solid: string; text: string } {
  const text = readableTextOn(colour);
  if (contrastRatio(text, colour) >= AA_TEXT) return { solid: colour, text };
  return { solid: readableShade(colour, [text]), text };
}

/** Variable name → value for one theme colour. */
export function themeVariables(colour: string): Record<string, string> {
  const c = isHexColour(colour) ? colour.toLowerCase() : DEFAULT_THEME;
  const { solid, text } = solidPair(c);
  const muted = mixHex(c, 30, '#ffffff');
  return {
    '--app-theme-color': c,
    '--app-theme-solid': solid,
    '--app-theme-contrast': text,
    // The sidebar's active entry: text on its dark backgrounds, hover included.
    '--app-theme-on-dark': readableShade(c, [SIDEBAR_BG, SIDEBAR_HOVER_BG, SIDEBAR_SUB_BG]),
    '--chakra-colors-blue-solid': solid,
    '--chakra-colors-blue-contrast': text,
    // fg is text on white, subtle and muted backgrounds (links, outline and subtle buttons, badges, avatars).
    '--chakra-colors-blue-fg': readableShade(mixHex(c, 80, '#000000'), [muted]),
    '--chakra-colors-blue-muted': muted,
    '--chakra-colors-blue-subtle': mixHex(c, 12, '#ffffff'),
    '--chakra-colors-blue-emphasized': mixHex(c, 45, '#ffffff'),
    '--chakra-colors-blue-focus-ring': c,
    '--chakra-colors-blue-border': mixHex(c, 70, '#ffffff'),
  };
}

/** Inline custom properties on <html> win over the token stylesheet and reach portals (menus, drawers). */
export function applyVariables(variables: Record<string, string>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}

export function applyTheme(colour: string, root?: HTMLElement): void {
  applyVariables(themeVariables(colour), root);
}
