import { atom } from 'jotai';

/**
 * A generation number per view path. The kept-alive element of a path is keyed by it, so bumping it (the
 * tags bar's "refresh") throws that page's state away even if the user comes straight back to it.
 */
export const keepAliveEpochsAtom = atom<Readonly<Record<string, number>>>({});

export const evictViewAtom = atom(null, (get, set, path: string) => {
  const epochs = get(keepAliveEpochsAtom);
  set(keepAliveEpochsAtom, { ...epochs, [path]: (epochs[path] ?? 0) + 1 });
});
