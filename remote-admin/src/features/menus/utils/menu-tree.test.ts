import { describe, expect, it } from 'vitest';
import { menuFixture } from '../test/menu-fixture';
import { loadParentTree, menuTitle, parentOptions, visibleRows, type LevelState } from './menu-tree';

const system = menuFixture({ id: 1, type: 0, title: '系统管理', titleI18n: { en: 'System' }, subCount: 2 });
const users = menuFixture({ id: 2, pid: 1, title: '用户管理', subCount: 1 });
const addUser = menuFixture({ id: 3, pid: 2, type: 2, title: '用户新增', permission: 'user:add' });
const dict = menuFixture({ id: 4, pid: 1, title: '字典管理' });
const home = menuFixture({ id: 5, title: '首页' });

const ids = (rows: ReturnType<typeof visibleRows>) =>
  rows.map((r) => (r.kind === 'menu' ? `${'-'.repeat(r.depth)}${r.menu.id}${r.expanded ? '+' : ''}` : `${'-'.repeat(r.depth)}${r.kind}:${r.pid}`));

describe('menuTitle', () => {
  it('uses the language when it has a title, else the canonical Chinese title', () => {
    expect(menuTitle(system, 'en')).toBe('System');
    expect(menuTitle(system, 'vi')).toBe('系统管理');
    expect(menuTitle(system, 'cn')).toBe('系统管理');
    expect(menuTitle({ title: '菜单', titleI18n: { en: '' } }, 'en')).toBe('菜单');
  });
});

describe('visibleRows', () => {
  const levels = new Map<number, LevelState>([
    [1, { status: 'success', data: [users, dict] }],
    [2, { status: 'success', data: [addUser] }],
  ]);

  it('lists only the top level while nothing is expanded', () => {
    expect(ids(visibleRows([system, home], levels, new Set()))).toEqual(['1', '5']);
  });

  it('puts the loaded children of expanded entries under them, one level deeper', () => {
    expect(ids(visibleRows([system, home], levels, new Set([1, 2])))).toEqual(['1+', '-2+', '--3', '-4', '5']);
  });

  it('does not show children of an expanded entry whose parent is collapsed', () => {
    expect(ids(visibleRows([system, home], levels, new Set([2])))).toEqual(['1', '5']);
  });

  it('shows a loading row for a level not loaded yet and an error row for a failed one', () => {
    const partial = new Map<number, LevelState>([[1, { status: 'success', data: [users, dict] }], [2, { status: 'error' }]]);
    expect(ids(visibleRows([system], new Map(), new Set([1])))).toEqual(['1+', '-loading:1']);
    expect(ids(visibleRows([system], partial, new Set([1, 2])))).toEqual(['1+', '-2+', '--error:2', '-4']);
  });

  it('never expands a leaf, and stops at an entry repeated on its own branch', () => {
    expect(ids(visibleRows([home], levels, new Set([5])))).toEqual(['5']);
    const loop = new Map<number, LevelState>([[1, { status: 'success', data: [system] }]]);
    expect(ids(visibleRows([system], loop, new Set([1])))).toEqual(['1+', '-1']);
  });
});

describe('loadParentTree and parentOptions', () => {
  const children: Record<number, typeof home[]> = { 0: [system, home], 1: [users, dict], 2: [addUser] };
  const calls: number[] = [];
  const fetchChildren = async (pid: number) => {
    calls.push(pid);
    return children[pid] ?? [];
  };

  it('walks every entry that has children and leaves buttons out', async () => {
    const tree = await loadParentTree(fetchChildren);
    expect(calls.sort()).toEqual([0, 1, 2]);
    expect(parentOptions(tree).map((o) => [o.id, o.depth])).toEqual([[1, 0], [2, 1], [4, 1], [5, 0]]);
  });

  it('leaves out the entry being edited together with its subtree', async () => {
    const tree = await loadParentTree(fetchChildren);
    expect(parentOptions(tree, 1).map((o) => o.id)).toEqual([5]);
    expect(parentOptions(tree, 2).map((o) => o.id)).toEqual([1, 4, 5]);
  });
});
