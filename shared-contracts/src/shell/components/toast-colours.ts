/**
 * Backgrounds of the toasts Chakra draws solid, with white text. Its own (green.600, orange.600, red.600) carry
 * white at 3.3:1, 3.6:1 and 4.8:1, and the description, drawn at 80 % opacity, at 2.6:1 to 3.5:1: below WCAG AA's
 * 4.5:1 (axe color-contrast found the error toast's description). These reach 4.5:1 with the description at full
 * opacity (toast-colours.test.ts); an info toast keeps Chakra's panel colours, dark text on white.
 */
const SOLID_TOAST_BACKGROUNDS: Record<string, string> = { success: 'green.700', warning: 'orange.700', error: 'red.600' };

/** The background token of a toast of `type`, or undefined where the recipe's own is readable. */
export function toastBackground(type: string | undefined): string | undefined {
  return type ? SOLID_TOAST_BACKGROUNDS[type] : undefined;
}
