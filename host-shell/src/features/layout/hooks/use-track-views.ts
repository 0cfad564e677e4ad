import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { currentViewAtom } from '../../../routes/view-state';
import { visitedViewsAtom } from '../state/layout-atoms';

/** Every view the router shows becomes (or refreshes) a tag (SPEC §4: no duplicates by path). */
export function useTrackViews(): void {
  const view = useAtomValue(currentViewAtom);
  const dispatch = useSetAtom(visitedViewsAtom);
  useEffect(() => {
    if (view) dispatch({ type: 'add', view });
  }, [view, dispatch]);
}
