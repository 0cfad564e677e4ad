import { chakra } from '@chakra-ui/react/styled-system';
import { useAtomValue } from 'jotai';
import { useState, type ReactElement } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { keepAliveEpochsAtom } from '../../state/keep-alive-atoms';
import { visitedViewsAtom } from '../../state/layout-atoms';
import { cachedPaths } from '../../state/visited-views';

type Kept = { epoch: number; element: ReactElement | null };

/**
 * The page area with keep-alive (SPEC §3 cached views): the outlet of every visited view not marked noCache
 * stays mounted, hidden, while the user is on another tag, so a half-filled form or a scrolled list is
 * as it was when the tag is clicked again. Each outlet element carries its own route context, so a kept
 * page still sees its own params. A view leaves the cache when its tag closes or is refreshed (epoch bump).
 * Views are keyed by pathname, which is what the router's ViewMeta.path holds.
 */
export function AppMain() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const views = useAtomValue(visitedViewsAtom);
  const epochs = useAtomValue(keepAliveEpochsAtom);
  // One map per mounted page area. Written during render on purpose: it is derived state (same inputs, same
  // map), and the hidden pages must be in this very render, not one effect later, or they would remount.
  const [cache] = useState(() => new Map<string, Kept>());
  cache.set(pathname, { epoch: epochs[pathname] ?? 0, element: outlet });
  const keep = cachedPaths(views);
  for (const [path, entry] of cache) {
    if (path !== pathname && (!keep.has(path) || entry.epoch !== (epochs[path] ?? 0))) cache.delete(path);
  }

  return (
    <>
      {[...cache].map(([path, entry]) => (
        <chakra.div key={`${path}@${entry.epoch}`} data-view-path={path} hidden={path !== pathname}>
          {entry.element}
        </chakra.div>
      ))}
    </>
  );
}
