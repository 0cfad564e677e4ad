import type { DictEntry } from 'shared-contracts/http/dict-request';
import type { Locale } from 'shared-contracts/i18n/locale';
import { HANDOVER_EVENT, settleHandover, type PortalHandover, type SignedIn } from '../features/session/portal-handover';

/** The portal's entry script: a fixed name (shared-contracts/build/webpack-federation.mjs), revalidated like index.html. */
export const PORTAL_ENTRY = '/main.js';

/**
 * How long a user who has signed in waits for a portal still starting in this page before the portal's own
 * document is loaded instead (which would need the same scripts, so waiting is usually the faster way).
 */
export const ENTER_WAIT_MS = 15_000;

/** What shows a user at the form: the portal starts then, never for a visitor who only looks (or Lighthouse). */
const USER_AT_THE_FORM = ['keydown', 'input', 'pointerdown', 'submit'] as const;

let mallDictionary: PortalHandover['mallDictionary'];

/** Keeps the mall dictionary the login page loaded, for the portal (it would ask for the same answer again). */
export function offerMallDictionary(locale: Locale, entries: DictEntry[]): void {
  mallDictionary = { locale, entries };
  const handover = window.__PORTAL_HANDOVER__;
  if (handover) handover.mallDictionary = mallDictionary;
}

/**
 * Starts the portal in this page, out of sight (docs/shell-routing.md "Signing in without a new document"): its
 * scripts run, and it loads its layout and the page the user is going to while they type, then waits to be handed
 * the session (`enterPortalHere`). `leave` takes the login page away once the portal draws. Once per page.
 */
export function startPortalHere(leave: () => void): void {
  if (window.__PORTAL_HANDOVER__) return;
  const handover: PortalHandover = { leave, ...(mallDictionary ? { mallDictionary } : {}) };
  window.__PORTAL_HANDOVER__ = handover;
  const script = document.createElement('script');
  script.src = PORTAL_ENTRY;
  script.async = true;
  script.onerror = () => settleHandover(handover, { failed: new Error(`${PORTAL_ENTRY} did not load`) });
  document.head.append(script);
}

/** Starts the portal (`startPortalHere`) at the first key, input, tap in the form or submit of the user. */
export function startPortalOnFirstInput(leave: () => void): void {
  const options = { capture: true, passive: true };
  const onInput = (event: Event) => {
    if (event.type === 'pointerdown' && !(event.target instanceof Element && event.target.closest('form'))) return;
    for (const type of USER_AT_THE_FORM) document.removeEventListener(type, onInput, options);
    startPortalHere(leave);
  };
  for (const type of USER_AT_THE_FORM) document.addEventListener(type, onInput, options);
}

/** The portal's `enter` once it has started, or null when it could not start or did not within `waitMs`. */
function portalReady(handover: PortalHandover, waitMs: number): Promise<PortalHandover['enter'] | null> {
  return new Promise((resolve) => {
    const settle = (enter: PortalHandover['enter'] | null) => {
      clearTimeout(timer);
      window.removeEventListener(HANDOVER_EVENT, check);
      resolve(enter);
    };
    const check = () => {
      if (handover.enter) settle(handover.enter);
      else if (handover.failed !== undefined) settle(null);
    };
    const timer = setTimeout(() => settle(null), waitMs);
    window.addEventListener(HANDOVER_EVENT, check);
    check();
  });
}

/**
 * After signing in: hands the session to the portal started in this page, which draws itself at `target` in place
 * of the login page. False when there is no such portal, or it could not start or take over: the caller then loads
 * the portal's document.
 */
export async function enterPortalHere(signedIn: SignedIn, waitMs = ENTER_WAIT_MS): Promise<boolean> {
  const handover = window.__PORTAL_HANDOVER__;
  const enter = handover ? await portalReady(handover, waitMs) : null;
  if (!enter) return false;
  try {
    await enter(signedIn);
    return true;
  } catch (error) {
    console.error('[login] the portal in this page could not take over', error);
    return false;
  }
}
