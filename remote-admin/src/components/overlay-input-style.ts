import type { CSSProperties } from 'react';

/**
 * Chakra draws radios and checkboxes over a visually hidden native input, so a pointer lands on the drawing,
 * not the input, and Playwright's `getByRole('radio', { name }).check()` refuses to click through it. This
 * stretches the (still invisible) native input over its whole labelled item instead: clicks, keyboard and
 * screen readers all reach the real input, and tests can act on it by role and label.
 * The item must be `position: relative` (Chakra's radio and checkbox items are labels with display flex).
 */
export const OVERLAY_INPUT_STYLE: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  opacity: 0,
  clip: 'auto',
  clipPath: 'none',
  overflow: 'visible',
  whiteSpace: 'normal',
  cursor: 'pointer',
  zIndex: 1,
};
