import { MOBILE_BREAKPOINT } from 'shared-contracts/shell/features/layout/constants';

export type Device = 'desktop' | 'mobile';

/** SPEC §4: a viewport narrower than 992 px is a mobile device (992 itself is a desktop). */
export function deviceOfWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/** The media query of the same rule, for matchMedia listeners. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
