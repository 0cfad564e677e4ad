import { isHexColour } from '../state/settings-cookies';
import { DEFAULT_THEME } from '../constants';

/**
 * The theme colour (SPEC §9) as Chakra token variables. Chakra resolves `colorPalette="blue"` to the
 * `--chakra-colors-blue-*` semantic tokens, so setting those on <html> recolours every primary control of
 * the host and of the remotes (which use blue as their primary palette) with no stylesheet from a CDN and
 * no rebuild of the Chakra system. The numeric blue scale (blue.500, ...) is left alone, so decorative
 * blues keep their hue. Shades are mixed by the browser (color-mix), which every supported browser has.
 */

const mix = (colour: string, percent: number, base: 'white' | 'black') =>
  `color-mix(in srgb, ${colour} ${percent}%, ${base})`;

function channels(hex: string): [number, number, number] {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const n = Number.parseInt(full.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance; above ~0.45 white text would fail contrast, so such themes get dark text. */
export function contrastText(hex: string): string {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.45 ? '#1a202c' : '#ffffff';
}

/** Variable name → value for one theme colour. */
export function themeVariables(colour: string): Record<string, string> {
  const c = isHexColour(colour) ? colour : DEFAULT_THEME;
  return {
    '--app-theme-color': c,
    '--chakra-colors-blue-solid': c,
    '--chakra-colors-blue-contrast': contrastText(c),
    '--chakra-colors-blue-fg': mix(c, 80, 'black'),
    '--chakra-colors-blue-muted': mix(c, 30, 'white'),
    '--chakra-colors-blue-subtle': mix(c, 12, 'white'),
    '--chakra-colors-blue-emphasized': mix(c, 45, 'white'),
    '--chakra-colors-blue-focus-ring': c,
    '--chakra-colors-blue-border': mix(c, 70, 'white'),
  };
}

/** Inline custom properties on <html> win over the token stylesheet and reach portals (menus, drawers). */
export function applyVariables(variables: Record<string, string>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}

export function applyTheme(colour: string, root?: HTMLElement): void {
  applyVariables(themeVariables(colour), root);
}
