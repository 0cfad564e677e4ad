/**
 * A checkbox tree's state (role menus, custom data scope departments): what is checked is a set of ids; a parent
 * shows checked when it and everything below it are, indeterminate when some are, and ticking a node ticks or
 * clears it with everything below it that may be changed.
 */
export type CheckNode = { id: number; children?: readonly CheckNode[] | undefined };
export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

function subtreeIds(node: CheckNode): number[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

export function checkStateOf(node: CheckNode, checked: ReadonlySet<number>): CheckState {
  const ids = subtreeIds(node);
  const on = ids.filter((id) => checked.has(id)).length;
  if (on === 0) return 'unchecked';
  return on === ids.length ? 'checked' : 'indeterminate';
}

/**
 * Ticks (`on`) or clears the node and its subtree; ids `locked` (not the caller's to grant) keep their state.
 * With `cascade` off only the node itself changes (departments: a chosen one reaches its subtree anyway).
 */
export function toggleNode(
  node: CheckNode, on: boolean, checked: ReadonlySet<number>, opts: { locked?: ReadonlySet<number>; cascade?: boolean } = {},
): Set<number> {
  const next = new Set(checked);
  const ids = opts.cascade === false ? [node.id] : subtreeIds(node);
  for (const id of ids) {
    if (opts.locked?.has(id)) continue;
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * Departments of a custom data scope: a chosen department reaches everything below it, so below a chosen one
 * every department shows as `implied` (checked, not to be changed), and a parent with chosen departments below
 * shows indeterminate.
 */
export type ScopeState = CheckState | 'implied';

export function scopeStateOf(node: CheckNode, chosen: ReadonlySet<number>, underChosen: boolean): ScopeState {
  if (underChosen) return 'implied';
  if (chosen.has(node.id)) return 'checked';
  return subtreeIds(node).some((id) => chosen.has(id)) ? 'indeterminate' : 'unchecked';
}

/** Choosing a department drops the ones below it from the set (it reaches them already). */
export function toggleScopeNode(node: CheckNode, on: boolean, chosen: ReadonlySet<number>): Set<number> {
  const next = new Set(chosen);
  if (!on) {
    next.delete(node.id);
    return next;
  }
  for (const id of subtreeIds(node)) next.delete(id);
  next.add(node.id);
  return next;
}
