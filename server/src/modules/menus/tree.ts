import { MenuType, type Menu, type MenuRoute } from 'shared-contracts/api/menus';
import type { I18nText } from '../../db/schema';
import { iso } from '../../db/rows';
import type { MenuRow, MenuRowWithCount } from './repository';

/** A menu row as `GET api/menus` and its siblings answer it (eladmin's MenuDto). */
export function toMenu(row: MenuRowWithCount): Menu {
  return {
    id: row.id,
    pid: row.pid,
    type: row.type,
    title: row.title,
    titleI18n: cleanI18n(row.titleI18n),
    componentName: row.componentName,
    component: row.component,
    menuSort: row.menuSort,
    icon: row.icon,
    path: row.path,
    iFrame: row.iFrame,
    cache: row.cache,
    hidden: row.hidden,
    permission: row.permission,
    subCount: row.subCount,
    hasChildren: row.subCount > 0,
    leaf: row.subCount === 0,
    label: row.title,
    createTime: iso(row.createdAt),
  };
}

/** Nests rows under their parents; rows whose parent is not among them become roots. Order is kept. */
export type TreeNode<T> = T & { children?: TreeNode<T>[] };
export function nest<T extends { id: number; pid: number | null }>(rows: T[]): TreeNode<T>[] {
  const byId = new Map<number, TreeNode<T>>(rows.map((r) => [r.id, { ...r }]));
  const roots: TreeNode<T>[] = [];
  for (const row of rows) {
    const node = byId.get(row.id) as TreeNode<T>;
    const parent = row.pid === null ? undefined : byId.get(row.pid);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The title in every language: the canonical column is cn (db/schema.ts). */
function i18nOf(row: MenuRow): I18nText {
  return { ...cleanI18n(row.titleI18n), cn: row.title };
}

function cleanI18n(value: I18nText | null | undefined): I18nText {
  const out: I18nText = {};
  if (value?.en) out.en = value.en;
  if (value?.vi) out.vi = value.vi;
  if (value?.cn) out.cn = value.cn;
  return out;
}

/** Route path of an iFrame entry: its target sits in meta.link, the route gets a stable slug. */
function iframeSlug(row: MenuRow): string {
  const base = (row.componentName ?? '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[^A-Za-z0-9-]+/g, '-').toLowerCase();
  return base.replace(/^-+|-+$/g, '') || `link-${row.id}`;
}

type RowNode = TreeNode<MenuRow>;

function metaOf(row: MenuRow): MenuRoute['meta'] {
  const meta: MenuRoute['meta'] = { title: row.title, i18n: i18nOf(row), icon: row.icon, noCache: !row.cache };
  if (row.iFrame && row.path) meta.link = row.path;
  return meta;
}

function toRoute(row: RowNode, topLevel: boolean): MenuRoute | null {
  const rawPath = row.iFrame ? iframeSlug(row) : (row.path ?? '').replace(/^\/+/, '');
  const path = topLevel ? `/${rawPath}` : rawPath;
  const meta = metaOf(row);
  const name = row.componentName ?? row.title;
  if (row.type === MenuType.directory) {
    const children = (row.children ?? []).map((c) => toRoute(c, false)).filter((c): c is MenuRoute => c !== null);
    // A directory the user can open nothing in is left out rather than shown empty.
    if (!children.length) return null;
    return {
      name, path, hidden: row.hidden, redirect: 'noredirect', alwaysShow: true,
      component: row.component ?? (topLevel ? 'Layout' : 'ParentView'), meta, children,
    };
  }
  const component = row.iFrame ? 'IFrame' : (row.component ?? 'ParentView');
  if (!topLevel) return { name, path, hidden: row.hidden, component, meta };
  // A page at the top level still needs the layout around it: the layout takes the path and the page
  // is its only child with an empty path, so the page keeps the URL the menu gives it.
  return {
    path, hidden: row.hidden, component: 'Layout', meta,
    children: [{ name, path: '', hidden: row.hidden, component, meta }],
  };
}

/** `GET api/menus/build`: the route tree of the entries a user may see, in eladmin's shape. */
export function buildRoutes(rows: MenuRow[]): MenuRoute[] {
  const pages = rows.filter((r) => r.type !== MenuType.button);
  return nest(pages).map((r) => toRoute(r, true)).filter((r): r is MenuRoute => r !== null);
}
