import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { userAtom } from 'shared-contracts/session/session-store';
import { useSessionValue } from 'shared-contracts/react/use-session';
import { menuRoutesAtom } from '../../../routes/view-state';
import { adoptViewsAtom, tagsOwnerAtom, visitedViewsAtom } from '../state/layout-atoms';
import { viewResolver } from '../state/view-resolver';
import { readStoredViews, writeStoredViews } from '../state/views-storage';
import { toStoredView } from '../state/visited-views';

/**
 * Tags that survive a reload, per browser tab and per user (docs/shell-routing.md): when the signed-in user
 * changes (a reload restoring the session, a sign-in, a logout) the tags become that user's remembered ones,
 * resolved against the user's menus of now; every change is then written back for that user. The layout
 * renders only once the session and its menus are restored (route guard), so the menus here are the user's.
 */
export function usePersistViews(): void {
  const userId = useSessionValue(userAtom)?.id ?? null;
  const menus = useAtomValue(menuRoutesAtom);
  const owner = useAtomValue(tagsOwnerAtom);
  const views = useAtomValue(visitedViewsAtom);
  const adopt = useSetAtom(adoptViewsAtom);

  // Before paint, so a reload draws the restored tags at once rather than the home tag first.
  useLayoutEffect(() => {
    if (userId === owner) return;
    adopt({ owner: userId, stored: userId === null ? [] : readStoredViews(userId), resolve: viewResolver(menus, userId !== null) });
  }, [userId, owner, menus, adopt]);

  useEffect(() => {
    if (userId !== null && userId === owner) writeStoredViews(userId, views.map(toStoredView));
  }, [userId, owner, views]);
}
