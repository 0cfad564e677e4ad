import type { Dept } from 'shared-contracts/api/depts';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localized } from 'shared-contracts/mall/localized';

export type DeptRow = { dept: Dept; depth: number };

/**
 * The tree in display order with each department's depth, less the children of `folded` ones. `skipId` leaves
 * out that department and its subtree (it cannot become its own parent); an id met twice is not walked again.
 */
export function flattenDepts(tree: readonly Dept[], opts: { folded?: ReadonlySet<number>; skipId?: number } = {}): DeptRow[] {
  const rows: DeptRow[] = [];
  const seen = new Set<number>();
  const visit = (level: readonly Dept[], depth: number) => {
    for (const dept of level) {
      if (dept.id === opts.skipId || seen.has(dept.id)) continue;
      seen.add(dept.id);
      rows.push({ dept, depth });
      if (!opts.folded?.has(dept.id)) visit(dept.children ?? [], depth + 1);
    }
  };
  visit(tree, 0);
  return rows;
}

export const deptName = (dept: Pick<Dept, 'name' | 'nameI18n'>, locale: Locale): string => localized(dept.name, dept.nameI18n, locale);

/** Options of a native select: each name indented by its depth (non-breaking spaces survive in options). */
export function deptOptions(tree: readonly Dept[], locale: Locale, skipId?: number): { value: string; label: string }[] {
  return flattenDepts(tree, { skipId }).map(({ dept, depth }) => ({
    value: String(dept.id),
    label: `${'\u00a0\u00a0'.repeat(depth)}${deptName(dept, locale)}`,
  }));
}
