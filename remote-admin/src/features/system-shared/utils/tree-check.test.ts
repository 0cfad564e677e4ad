import { describe, expect, it } from 'vitest';
import { checkStateOf, scopeStateOf, toggleNode, toggleScopeNode, type CheckNode } from './tree-check';

// System (1) > Users page (2) > buttons 3, 4; Roles page (5) > button 6
const users: CheckNode = { id: 2, children: [{ id: 3 }, { id: 4 }] };
const roles: CheckNode = { id: 5, children: [{ id: 6 }] };
const system: CheckNode = { id: 1, children: [users, roles] };

describe('checkbox tree', () => {
  it('shows a parent checked when all below it are, indeterminate when some are', () => {
    expect(checkStateOf(system, new Set([1, 2, 3, 4, 5, 6]))).toBe('checked');
    expect(checkStateOf(system, new Set([3]))).toBe('indeterminate');
    expect(checkStateOf(users, new Set([2]))).toBe('indeterminate');
    expect(checkStateOf(roles, new Set([3]))).toBe('unchecked');
  });

  it('ticks and clears a node with its subtree, leaving locked ids as they are', () => {
    expect([...toggleNode(system, true, new Set())].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...toggleNode(users, false, new Set([1, 2, 3, 4, 5]))].sort()).toEqual([1, 5]);
    expect([...toggleNode(system, true, new Set(), { locked: new Set([4, 6]) })].sort()).toEqual([1, 2, 3, 5]);
    expect([...toggleNode(system, false, new Set([4, 6]), { locked: new Set([4]) })]).toEqual([4]);
  });
});

describe('custom data scope tree', () => {
  it('implies everything below a chosen department', () => {
    expect(scopeStateOf(users, new Set([2]), false)).toBe('checked');
    expect(scopeStateOf({ id: 3 }, new Set([2]), true)).toBe('implied');
    expect(scopeStateOf(system, new Set([4]), false)).toBe('indeterminate');
    expect(scopeStateOf(roles, new Set([4]), false)).toBe('unchecked');
  });

  it('choosing a department drops the chosen ones below it; clearing clears it alone', () => {
    expect([...toggleScopeNode(system, true, new Set([3, 6]))]).toEqual([1]);
    expect([...toggleScopeNode(users, false, new Set([1, 2]))]).toEqual([1]);
  });
});
