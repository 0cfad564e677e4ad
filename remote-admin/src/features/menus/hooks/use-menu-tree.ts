import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Menu } from 'shared-contracts/api/menus';
import { menuChildrenQuery, ROOT_PID } from '../api/get-menu-children';
import { useMenuSearch } from '../api/search-menus';
import { visibleRows, type LevelState, type TreeRow } from '../utils/menu-tree';

export type MenuTree = {
  rows: TreeRow[];
  /** State of the first level (the top of the tree, or the search matches). */
  status: 'pending' | 'error' | 'success';
  retry: () => void;
  toggle: (menu: Menu) => void;
  retryLevel: (pid: number) => void;
  /** Forgets expansions of deleted entries, so their ids are not queried again. */
  forget: (ids: readonly number[]) => void;
};

/**
 * The lazy tree table's data: the top level (or, while searching, the flat matches) plus one
 * `api/menus/lazy` query per expanded entry. Collapsing keeps the level cached, so re-opening is instant.
 */
export function useMenuTree(blurry: string): MenuTree {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const searching = blurry !== '';
  const top = useQuery({ ...menuChildrenQuery(ROOT_PID), enabled: !searching });
  const search = useMenuSearch(blurry);
  const first = searching ? search : top;

  const pids = [...expanded];
  const levelQueries = useQueries({ queries: pids.map((pid) => menuChildrenQuery(pid)) });
  const levels = new Map<number, LevelState>();
  pids.forEach((pid, i) => {
    const q = levelQueries[i];
    if (q?.data) levels.set(pid, { status: 'success', data: q.data });
    else levels.set(pid, { status: q?.isError ? 'error' : 'pending' });
  });

  const toggle = useCallback((menu: Menu) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(menu.id)) next.delete(menu.id);
      else next.add(menu.id);
      return next;
    });
  }, []);
  const forget = useCallback((ids: readonly number[]) => {
    setExpanded((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
  }, []);

  return {
    rows: first.data ? visibleRows(first.data, levels, expanded) : [],
    status: first.data ? 'success' : first.isError ? 'error' : 'pending',
    retry: () => void first.refetch(),
    toggle,
    retryLevel: (pid) => void levelQueries[pids.indexOf(pid)]?.refetch(),
    forget,
  };
}
