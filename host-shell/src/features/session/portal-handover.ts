import type { DictEntry } from 'shared-contracts/http/dict-request';
import type { Locale } from 'shared-contracts/i18n/locale';
import type { LoginResult } from 'shared-contracts/session/session-store';

/** What the login document hands the portal once the user has signed in: its login answer and where to go. */
export type SignedIn = LoginResult & { target: string };

/**
 * Where the login document and the portal it starts in the same page meet (docs/shell-routing.md "Signing in
 * without a new document"). They are separate builds with no module instance in common, so it is a property of
 * the window; this file holds only its type and its accessors, and imports nothing at run time (the portal's
 * index.ts reads it before sharing is negotiated).
 */
export type PortalHandover = {
  /** The login document's: takes its page away (unmounts it); the portal calls it in the commit that first draws it. */
  leave: () => void;
  /** The mall dictionary the login page loaded, so the portal does not ask for it again. */
  mallDictionary?: { locale: Locale; entries: DictEntry[] };
  /** Set by the portal once its start has run: takes the session over and draws the portal at `target`. */
  enter?: (signedIn: SignedIn) => Promise<void>;
  /** Set by the portal when its start failed: the login document then loads the portal's own document. */
  failed?: unknown;
};

declare global {
  interface Window {
    __PORTAL_HANDOVER__?: PortalHandover;
  }
}

/** Sent on the window when the portal set `enter` or `failed`. */
export const HANDOVER_EVENT = 'portal-handover';

/** The handover when the login document started this portal in its page; undefined when the portal has a document of its own. */
export function portalHandover(): PortalHandover | undefined {
  return typeof window === 'undefined' ? undefined : window.__PORTAL_HANDOVER__;
}

/** The portal's side: ready to take over (`enter`), or unable to (`failed`). */
export function settleHandover(handover: PortalHandover, outcome: { enter: NonNullable<PortalHandover['enter']> } | { failed: unknown }): void {
  if ('enter' in outcome) handover.enter = outcome.enter;
  else handover.failed = outcome.failed;
  window.dispatchEvent(new Event(HANDOVER_EVENT));
}
