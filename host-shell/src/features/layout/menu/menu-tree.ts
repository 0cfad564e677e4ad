import type { MenuRoute } from 'shared-contracts/api/menus';
import type { I18nText } from 'shared-contracts/api/common';
import type { Locale } from 'shared-contracts/i18n/locale';

/** What the sidebar draws from `api/menus/build` (eladmin's SidebarItem rules, as pure functions). */

/** A title in the user's language: `meta.i18n[locale]`, else the canonical (Chinese) title. */
export function localTitle(meta: { title: string; i18n: I18nText }, locale: Locale): string {
  return meta.i18n[locale] || meta.title;
}

/** Children paths are relative to their parent (eladmin); an absolute child path stands alone. */
export function resolveMenuPath(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  if (path.startsWith('/')) return normalise(path);
  if (path === '') return normalise(base || '/');
  return normalise(`${base.replace(/\/+$/, '')}/${path}`);
}

function normalise(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** A node of the drawn sidebar: a link to a page or a group of nodes. */
export type SidebarNode =
  | { kind: 'link'; key: string; path: string; title: string; icon: string | null }
  | { kind: 'group'; key: string; title: string; icon: string | null; children: SidebarNode[] };

const visible = (routes: readonly MenuRoute[] | undefined) => (routes ?? []).filter((r) => !r.hidden);

/**
 * eladmin's "only one showing child": an entry that is not `alwaysShow` with a single visible child is drawn
 * as that child (the top-level personal centre is a Layout with one empty-path page), and an entry with no
 * visible child is a link to itself. Directories marked alwaysShow stay groups even with one child.
 */
function toNode(route: MenuRoute, base: string, locale: Locale, key: string): SidebarNode | null {
  const path = resolveMenuPath(base, route.path);
  const children = visible(route.children);
  if (!route.alwaysShow && children.length <= 1) {
    const only = children[0];
    if (!only) return { kind: 'link', key, path, title: localTitle(route.meta, locale), icon: route.meta.icon };
    if (!only.children?.length) {
      const onlyPath = resolveMenuPath(path, only.path);
      const meta = only.meta.title ? only.meta : route.meta;
      return { kind: 'link', key, path: onlyPath, title: localTitle(meta, locale), icon: meta.icon ?? route.meta.icon };
    }
  }
  const nodes = children
    .map((child, i) => toNode(child, path, locale, `${key}.${i}`))
    .filter((n): n is SidebarNode => n !== null);
  if (!nodes.length) return null;
  return { kind: 'group', key, title: localTitle(route.meta, locale), icon: route.meta.icon, children: nodes };
}

/**
 * Keys are positions in the tree, not paths: two entries may open the same page (the host's "mall home"
 * entry and the personal centre both lead to /user/center).
 */
export function buildSidebar(routes: readonly MenuRoute[], locale: Locale): SidebarNode[] {
  return visible(routes).map((r, i) => toNode(r, '/', locale, String(i))).filter((n): n is SidebarNode => n !== null);
}

function allLinks(nodes: readonly SidebarNode[]): Array<Extract<SidebarNode, { kind: 'link' }>> {
  return nodes.flatMap((n) => (n.kind === 'link' ? [n] : allLinks(n.children)));
}

/**
 * The one entry to light for `pathname`: the most specific matching path; when two entries open the same
 * page the later one wins, which is the server's own entry rather than the host's "mall home" shortcut.
 */
export function activeLinkKey(nodes: readonly SidebarNode[], pathname: string): string | null {
  let best: { key: string; length: number } | null = null;
  for (const link of allLinks(nodes)) {
    if (isActivePath(link.path, pathname) && (!best || link.path.length >= best.length)) best = { key: link.key, length: link.path.length };
  }
  return best?.key ?? null;
}

/** Whether a group holds the entry with this key (groups holding the active entry open by default). */
export function containsKey(node: SidebarNode, key: string | null): boolean {
  if (key === null) return false;
  if (node.kind === 'link') return node.key === key;
  return node.children.some((child) => containsKey(child, key));
}

/** The active entry: its page, or a page below it (a detail page opened from a list keeps the list lit). */
export function isActivePath(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Every link below a node, for the collapsed rail's flyout menu. */
export function linksOf(node: SidebarNode, trail: string[] = []): Array<{ path: string; title: string; trail: string[] }> {
  if (node.kind === 'link') return [{ path: node.path, title: node.title, trail }];
  return node.children.flatMap((child) => linksOf(child, child.kind === 'group' ? [...trail, child.title] : trail));
}
