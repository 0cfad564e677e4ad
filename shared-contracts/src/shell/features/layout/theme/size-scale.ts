import type { LayoutSize } from 'shared-contracts/shell/features/layout/constants';

/**
 * The layout size (SPEC §9 Default, Medium, Small, Mini) as CSS variables. They feed the default (`md`)
 * size of Chakra's button, input, select and table recipes (layout-theme-config.ts), so every control a
 * page draws without an explicit size follows the user's choice; an explicit `size` prop still wins.
 * Heights follow Element UI, which the original back office used: 40 / 36 / 32 / 28 px.
 */
export type SizeScale = {
  controlHeight: string;
  controlFontSize: string;
  controlPaddingX: string;
  cellPaddingY: string;
  cellPaddingX: string;
  cellFontSize: string;
};

export const SIZE_SCALES: Readonly<Record<LayoutSize, SizeScale>> = {
  default: { controlHeight: '2.5rem', controlFontSize: '0.875rem', controlPaddingX: '1rem', cellPaddingY: '0.75rem', cellPaddingX: '1rem', cellFontSize: '0.875rem' },
  medium: { controlHeight: '2.25rem', controlFontSize: '0.875rem', controlPaddingX: '0.875rem', cellPaddingY: '0.625rem', cellPaddingX: '0.875rem', cellFontSize: '0.875rem' },
  small: { controlHeight: '2rem', controlFontSize: '0.8125rem', controlPaddingX: '0.75rem', cellPaddingY: '0.5rem', cellPaddingX: '0.75rem', cellFontSize: '0.8125rem' },
  mini: { controlHeight: '1.75rem', controlFontSize: '0.75rem', controlPaddingX: '0.625rem', cellPaddingY: '0.375rem', cellPaddingX: '0.625rem', cellFontSize: '0.75rem' },
};

export const SIZE_VARS = {
  controlHeight: '--app-control-height',
  controlFontSize: '--app-control-font-size',
  controlPaddingX: '--app-control-padding-x',
  cellPaddingY: '--app-cell-padding-y',
  cellPaddingX: '--app-cell-padding-x',
  cellFontSize: '--app-cell-font-size',
} as const satisfies Record<keyof SizeScale, string>;

export function sizeVariables(size: LayoutSize): Record<string, string> {
  const scale = SIZE_SCALES[size];
  return Object.fromEntries(
    (Object.keys(SIZE_VARS) as (keyof SizeScale)[]).map((key) => [SIZE_VARS[key], scale[key]]),
  );
}

/** Chakra's own size name nearest to each layout size, for shell controls that pass `size` explicitly. */
export const CHAKRA_SIZE: Readonly<Record<LayoutSize, 'md' | 'sm' | 'xs'>> = {
  default: 'md',
  medium: 'md',
  small: 'sm',
  mini: 'xs',
};
