import { useLayoutEffect, type ReactNode } from 'react';
import { getDefaultStore, useAtomValue } from 'jotai';
import { App } from '../app';
import { mountRoot } from 'shared-contracts/react/shell/mount-root';
import { holdProgress } from '../routes/navigation-progress';
import { outOfSightAtom } from '../routes/out-of-sight';

/**
 * Out of sight but laid out: at the width it will have, so showing it costs a paint, not a layout of the page. Not
 * focusable or clickable (`inert`), and nothing in it is painted, fixed parts included (visibility is inherited).
 */
const OUT_OF_SIGHT_STYLE = 'visibility:hidden;height:0;overflow:hidden';

/**
 * A window whose location is `target` until `release`: the router routes the portal to the page the user is signing
 * in to while the address bar still shows the login page. Everything else is the page's window.
 */
function windowAt(target: string): { routerWindow: Window; release: () => void } {
  const url = new URL(target, window.location.origin);
  const routed = { pathname: url.pathname, search: url.search, hash: url.hash, origin: url.origin, href: url.href };
  let released = false;
  const routerWindow = new Proxy(window, {
    get(page, key) {
      if (key === 'location' && !released) return routed;
      const value: unknown = Reflect.get(page, key, page);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(page) : value;
    },
  });
  return { routerWindow, release: () => { released = true; } };
}

/** Calls `onShown` in the commit in which the portal stops being out of sight, before the browser paints it. */
function ShowWhenSignedIn({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  const outOfSight = useAtomValue(outOfSightAtom);
  useLayoutEffect(() => {
    if (!outOfSight) onShown();
  }, [outOfSight, onShown]);
  return children;
}

export type OutOfSightPortal = {
  /**
   * Shows the portal in the commit of the next update that sets `outOfSightAtom` false (the sign-in's: session and
   * menus together): the address becomes `target`, the login page goes (`leave`). Settles once shown.
   */
  shown: Promise<void>;
  /** The page drawn, as the login's `redirect` named it. */
  target: string;
  /**
   * Takes the portal away unseen: the user's home turned out to be another page (staff open on the dashboard, which
   * a visitor's view cannot draw ahead), so the caller draws the portal there instead.
   */
  discard: () => void;
};

/**
 * Draws the portal at `target` (a public page: the signed-out visitor's view of it, as the mall document draws it)
 * under the login document's page, while the user types (docs/shell-routing.md "Signing in without a new document").
 * Rendered in slices (a transition), so typing stays responsive. No title, no progress bar while out of sight.
 */
export function drawOutOfSight(target: string, leave: () => void): OutOfSightPortal {
  getDefaultStore().set(outOfSightAtom, true);
  holdProgress(true);
  // The root's container inside a frame of its own: the root's first commit lifts `inert` from its container (mount-root.tsx).
  const frame = document.createElement('div');
  frame.inert = true;
  frame.setAttribute('style', OUT_OF_SIGHT_STYLE);
  const container = frame.appendChild(document.createElement('div'));
  document.body.append(frame);
  const { routerWindow, release } = windowAt(target);

  let settle!: () => void;
  const shown = new Promise<void>((resolve) => { settle = resolve; });
  let done = false;
  const show = () => {
    if (done) return;
    done = true;
    // The router already routes `target`; the address bar follows, keeping the history entry's state.
    window.history.replaceState(window.history.state, '', target);
    release();
    frame.removeAttribute('style');
    frame.inert = false;
    leave();
    container.id = 'root';
    window.scrollTo(0, 0);
    holdProgress(false);
    settle();
  };
  const root = mountRoot(<ShowWhenSignedIn onShown={show}><App routerWindow={routerWindow} /></ShowWhenSignedIn>, { container, timeSliced: true });
  const discard = () => {
    if (done) return;
    done = true;
    root.unmount();
    frame.remove();
    getDefaultStore().set(outOfSightAtom, false);
    holdProgress(false);
  };
  return { shown, target, discard };
}
