import { atom } from 'jotai';
import type { LayoutSize } from '../constants';
import type { Device } from './device';
import {
  readSidebarOpened, readSize, readSwitches, readTheme, writeSidebarOpened, writeSize, writeSwitches, writeTheme,
  type LayoutSwitches,
} from './settings-cookies';
import { INITIAL_VIEWS, tagsReducer, type TagsAction } from './visited-views';

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
