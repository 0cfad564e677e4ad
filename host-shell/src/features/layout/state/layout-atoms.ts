import { atom } from 'jotai';
import type { LayoutSize } from 'shared-contracts/shell/features/layout/constants';
import type { Device } from './device';
import {
  readSidebarOpened, readSize, readSwitches, readTheme, writeSidebarOpened, writeSize, writeSwitches, writeTheme,
  type LayoutSwitches,
} from './settings-cookies';
import { currentViewAtom } from '../../../routes/view-state';
import { INITIAL_VIEWS, restoreViews, tagsReducer, toStoredView, type StoredView, type TagsAction, type ViewResolver } from './visited-views';

/** App state of SPEC §3 (size, sidebar, device) and the settings, seeded from their cookies. */

const sidebarPreferenceAtom = atom(readSidebarOpened());
/** The desktop sidebar: open (205 px) or collapsed to icons. Writing it remembers it in the cookie. */
export const sidebarOpenedAtom = atom(
  (get) => get(sidebarPreferenceAtom),
  (_get, set, opened: boolean) => {
    set(sidebarPreferenceAtom, opened);
    writeSidebarOpened(opened);
  },
);

/** Mobile only: whether the menu drawer is showing. Not remembered: a phone starts with it closed (SPEC §4). */
export const mobileMenuOpenAtom = atom(false);
export const deviceAtom = atom<Device>('desktop');

const sizeValueAtom = atom<LayoutSize>(readSize());
export const sizeAtom = atom(
  (get) => get(sizeValueAtom),
  (_get, set, size: LayoutSize) => {
    set(sizeValueAtom, size);
    writeSize(size);
  },
);

const switchesValueAtom = atom<LayoutSwitches>(readSwitches());
const themeValueAtom = atom<string>(readTheme());
export const switchesAtom = atom((get) => get(switchesValueAtom));
export const themeAtom = atom((get) => get(themeValueAtom));

/** Saving the settings panel: applies and remembers the switches and the theme colour together. */
export const saveSettingsAtom = atom(null, (_get, set, next: { switches: LayoutSwitches; theme: string }) => {
  set(switchesValueAtom, next.switches);
  set(themeValueAtom, next.theme);
  writeSwitches(next.switches);
  writeTheme(next.theme);
});

export const settingsOpenAtom = atom(false);

const visitedViewsValueAtom = atom(INITIAL_VIEWS);
export const visitedViewsAtom = atom(
  (get) => get(visitedViewsValueAtom),
  (get, set, action: TagsAction) => set(visitedViewsValueAtom, tagsReducer(get(visitedViewsValueAtom), action)),
);

/** Whose tags the list holds: a user id, or null for an anonymous visitor (use-persist-views.ts). */
export const tagsOwnerAtom = atom<number | null>(null);

/**
 * Hands the tags to a new owner (sign-in, a reload restoring the session, logout): the owner's remembered
 * tags, then the view on screen, each as `resolve` shows it to that owner; nothing of the previous owner's.
 */
export const adoptViewsAtom = atom(
  null,
  (get, set, next: { owner: number | null; stored: readonly StoredView[]; resolve: ViewResolver }) => {
    const current = get(currentViewAtom);
    const stored = current ? [...next.stored, toStoredView(current)] : next.stored;
    set(tagsOwnerAtom, next.owner);
    set(visitedViewsValueAtom, restoreViews(stored, next.resolve));
  },
);
