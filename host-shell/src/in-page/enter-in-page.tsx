import { getDefaultStore } from 'jotai';
import { mallMessageDicts } from 'shared-contracts/api/dict-entry';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { dictQueryKey } from 'shared-contracts/react/use-dict';
import { setLogin, type LoginResult } from 'shared-contracts/session/session-store';
import type { PortalHandover, SignedIn } from '../features/session/portal-handover';
import { finishMenuLoad } from '../features/session/restore-session';
import { fetchMenuRoutes } from '../features/session/session-requests';
import { refreshRegistryOnSignIn } from '../federation/sign-in-refresh';
import { localeAtom, pageLocale } from 'shared-contracts/shell/i18n/locale-atom';
import { queryClient } from 'shared-contracts/shell/providers/query-client';
import { withHomeEntry } from '../routes/home-menu-entry';
import { outOfSightAtom } from '../routes/out-of-sight';
import { menuRoutesAtom } from '../routes/view-state';
import { App } from '../app';
import { mountRoot } from 'shared-contracts/react/shell/mount-root';
import type { OutOfSightPortal } from './draw-out-of-sight';

/**
 * How long the login page (its button busy) stays while the user's menus and registry arrive. Past it the portal
 * shows with what it has: the guard then shows the session restoring (SPEC §4) as after any sign-in.
 */
export const WAIT_BEFORE_SHOWING_MS = 5000;

const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([work.then(() => undefined, () => undefined), new Promise<void>((resolve) => { setTimeout(resolve, ms); })]);

/**
 * The login page's mall dictionary, in the cache entry the portal reads it from, when it is of the portal's language
 * and that entry is empty (a new answer would draw every text of the portal again).
 */
export function takeMallDictionary(handover: PortalHandover): void {
  const offered = handover.mallDictionary;
  if (!offered || offered.locale !== getDefaultStore().get(localeAtom)) return;
  const key = dictQueryKey(mallMessageDicts[offered.locale]);
  if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, offered.entries);
}

/**
 * The session as a login inside the portal leaves it (SPEC §4), with the menus already there when they arrived:
 * stored before the pending flag drops, all in one update, so the guard lets the page through at once.
 */
function takeSession(login: LoginResult, menus: MenuRoute[] | undefined): void {
  setLogin(login);
  if (menus) {
    getDefaultStore().set(menuRoutesAtom, withHomeEntry(menus));
    finishMenuLoad();
  }
}

type Prepared = { handover: PortalHandover; prepared: Promise<unknown>; drawn: OutOfSightPortal | null };

/**
 * The user has signed in on the login document, in whose page this portal was prepared (prepare-in-page.ts). As that
 * user, the menus and the registry are asked for side by side; with them (or after WAIT_BEFORE_SHOWING_MS) the portal
 * takes the session over and shows at `target`: the portal drawn out of sight shows in the commit that applies the
 * session, any other is drawn then. Either way the login page stays until that commit, which takes it away before the
 * browser paints: no blank page, no "preparing your workspace".
 */
export async function enterInPage({ target, ...login }: SignedIn, { handover, prepared, drawn: drawnAhead }: Prepared): Promise<void> {
  const store = getDefaultStore();
  // Drawn ahead at the login's `redirect` (home, for a visitor); a staff member's home is elsewhere.
  const drawn = drawnAhead?.target === target ? drawnAhead : null;
  if (drawnAhead && !drawn) drawnAhead.discard();
  // The language may have been switched on the login page since this portal started.
  store.set(localeAtom, pageLocale());
  takeMallDictionary(handover);
  const arrived: { menus?: MenuRoute[] } = {};
  const menus = fetchMenuRoutes(login.token).then((loaded) => { arrived.menus = loaded; });
  // A canary for the user's role or share applies to the remotes no page on screen uses (docs/federation.md).
  const registry = import(/* webpackChunkName: "registry-refresh" */ '../federation/registry-refresh')
    .then(({ refreshRegistry }) => refreshRegistry(login.token, { nothingShown: drawn === null }));
  await within(WAIT_BEFORE_SHOWING_MS, Promise.allSettled([menus, registry, prepared]));

  takeSession(login, arrived.menus);
  refreshRegistryOnSignIn();
  if (drawn) {
    store.set(outOfSightAtom, false);
    await drawn.shown;
    // What the page fetched for the signed-out visitor, again as the user (it stays on screen meanwhile).
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'dictDetail' });
    return;
  }
  window.history.replaceState(window.history.state, '', target);
  const container = document.createElement('div');
  document.body.prepend(container);
  mountRoot(<App />, {
    container,
    onFirstCommit: () => {
      handover.leave();
      container.id = 'root';
      window.scrollTo(0, 0);
    },
  });
}
