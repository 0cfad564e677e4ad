/**
 * WCAG 2 contrast arithmetic for the theme colour (SPEC §9 lets the user pick any colour): which text is
 * readable on it, and how far to darken or lighten it where it is itself the text. Pure, no DOM.
 * https://www.w3.org/TR/WCAG21/#dfn-relative-luminance and #dfn-contrast-ratio.
 */

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;
/** The text colours a solid theme colour may carry: white, or the near-black of the page text. */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1a202c';

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` → channels 0-255. */
export function parseHex(hex: string): Rgb {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const n = Number.parseInt(full.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (same luminance) to 21 (black on white); the order of the two colours does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT;
}

/** `colour` mixed with `base` in sRGB, `percent` of the colour kept (as CSS color-mix does). */
export function mixHex(colour: string, percent: number, base: string): string {
  const c = parseHex(colour);
  const b = parseHex(base);
  return toHex(c.map((v, i) => (v * percent + (b[i] as number) * (100 - percent)) / 100) as Rgb);
}

/**
 * `colour` itself if it reaches `ratio` against every one of `backgrounds`, else the least darkened (on light
 * backgrounds) or lightened (on dark ones) shade of it that does: the hue stays recognisable as the theme.
 */
export function readableShade(colour: string, backgrounds: readonly string[], ratio = AA_TEXT): string {
  const passes = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= ratio);
  if (passes(colour)) return colour;
  const lightest = Math.max(...backgrounds.map(relativeLuminance));
  const towards = lightest > 0.18 ? '#000000' : '#ffffff';
  for (let kept = 99; kept >= 0; kept -= 1) {
    const shade = mixHex(colour, kept, towards);
    if (passes(shade)) return shade;
  }
  return towards;
}
