import { MenuType, type Menu } from 'shared-contracts/api/menus';
import type { I18nText } from 'shared-contracts/api/common';
import type { Locale } from 'shared-contracts/i18n/locale';

/** The title in the page's language; the canonical `title` (Chinese) when that language has none. */
export function menuTitle(menu: { title: string; titleI18n: I18nText }, locale: Locale): string {
  return menu.titleI18n[locale] || menu.title;
}

/** What the table knows about one level of children (one `api/menus/lazy?pid=` query). */
export type LevelState = { status: 'pending' } | { status: 'error' } | { status: 'success'; data: Menu[] };

export type TreeRow =
  | { kind: 'menu'; menu: Menu; depth: number; expanded: boolean }
  | { kind: 'loading'; pid: number; depth: number }
  | { kind: 'error'; pid: number; depth: number };

/**
 * The rows of the lazy tree table in display order: each expanded entry is followed by its loaded children
 * (recursively), or by one loading or error row while its level is not there. An entry already on the
 * current branch is not expanded again, so a malformed answer cannot loop forever.
 */
export function visibleRows(
  roots: readonly Menu[],
  levels: ReadonlyMap<number, LevelState>,
  expanded: ReadonlySet<number>,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (menus: readonly Menu[], depth: number, branch: ReadonlySet<number>) => {
    for (const menu of menus) {
      const open = menu.hasChildren && expanded.has(menu.id) && !branch.has(menu.id);
      rows.push({ kind: 'menu', menu, depth, expanded: open });
      if (!open) continue;
      const level = levels.get(menu.id);
      if (level?.status === 'success') visit(level.data, depth + 1, new Set(branch).add(menu.id));
      else rows.push({ kind: level?.status === 'error' ? 'error' : 'loading', pid: menu.id, depth: depth + 1 });
    }
  };
  visit(roots, 0, new Set());
  return rows;
}

/** A directory or page that can hold children, with its own such children loaded. */
export type ParentNode = { menu: Menu; children: ParentNode[] };

/** Deeper than any real menu; only a cycle in bad data could reach it. */
const MAX_PARENT_DEPTH = 12;

/**
 * The whole tree of possible parents (buttons cannot be parents), walked level by level through
 * `fetchChildren` (api/menus/lazy). Siblings load in parallel, so the walk takes one round trip per level.
 */
export async function loadParentTree(
  fetchChildren: (pid: number) => Promise<Menu[]>,
  pid = 0,
  depth = 0,
): Promise<ParentNode[]> {
  if (depth >= MAX_PARENT_DEPTH) return [];
  const level = (await fetchChildren(pid)).filter((m) => m.type !== MenuType.button);
  return Promise.all(level.map(async (menu) => ({
    menu,
    children: menu.hasChildren ? await loadParentTree(fetchChildren, menu.id, depth + 1) : [],
  })));
}

export type ParentOption = { id: number; menu: Menu; depth: number };

/**
 * The parent picker's options, depth first. The entry being edited and its whole subtree are left out:
 * the server refuses to move an entry under itself or a descendant (menu.cycle), so they are never offered.
 */
export function parentOptions(tree: readonly ParentNode[], excludeId?: number): ParentOption[] {
  const options: ParentOption[] = [];
  const visit = (nodes: readonly ParentNode[], depth: number) => {
    for (const node of nodes) {
      if (node.menu.id === excludeId) continue;
      options.push({ id: node.menu.id, menu: node.menu, depth });
      visit(node.children, depth + 1);
    }
  };
  visit(tree, 0);
  return options;
}
