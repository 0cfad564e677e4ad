import { atom } from 'jotai';

/**
 * True while the portal is drawn out of sight under the login document's page, until the user has signed in
 * (in-page/draw-out-of-sight.tsx): the page on screen is the login page, so the portal sets no title meanwhile.
 */
export const outOfSightAtom = atom(false);
