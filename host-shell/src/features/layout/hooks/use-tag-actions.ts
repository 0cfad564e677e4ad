import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ViewMeta } from '../../../routes/view-state';
import { REDIRECT_PREFIX } from 'shared-contracts/shell/features/layout/constants';
import { evictViewAtom } from '../state/keep-alive-atoms';
import { visitedViewsAtom } from '../state/layout-atoms';
import { fallbackPathAfterClose } from '../state/visited-views';

/** The tags bar's actions (SPEC §2 Layout): refresh, close, close others, close all; affix tags stay. */
export function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const store = useStore();
  const dispatch = useSetAtom(visitedViewsAtom);
  const evict = useSetAtom(evictViewAtom);
  const views = useAtomValue(visitedViewsAtom);

  // Reads the list after the dispatch, so the fallback is computed from what is left.
  const remaining = useCallback(() => store.get(visitedViewsAtom), [store]);

  const refresh = useCallback((view: ViewMeta) => {
    evict(view.path);
    // The router's /redirect route replaces itself with fullPath, mounting the page anew (eladmin's refresh).
    navigate(`${REDIRECT_PREFIX}${view.fullPath}`, { replace: true });
  }, [evict, navigate]);

  const close = useCallback((view: ViewMeta) => {
    if (view.affix) return;
    dispatch({ type: 'close', path: view.path });
    evict(view.path);
    if (view.path === pathname) navigate(fallbackPathAfterClose(remaining()));
  }, [dispatch, evict, navigate, pathname, remaining]);

  const closeOthers = useCallback((view: ViewMeta) => {
    for (const other of views) if (!other.affix && other.path !== view.path) evict(other.path);
    dispatch({ type: 'closeOthers', path: view.path });
    if (view.path !== pathname) navigate(view.fullPath);
  }, [dispatch, evict, navigate, pathname, views]);

  const closeAll = useCallback(() => {
    for (const other of views) if (!other.affix) evict(other.path);
    dispatch({ type: 'closeAll' });
    const left = remaining();
    if (!left.some((v) => v.path === pathname)) navigate(fallbackPathAfterClose(left));
  }, [dispatch, evict, navigate, pathname, remaining, views]);

  return useMemo(() => ({ refresh, close, closeOthers, closeAll }), [refresh, close, closeOthers, closeAll]);
}
