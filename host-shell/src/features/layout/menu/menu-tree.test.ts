import { describe, expect, it } from 'vitest';
import { menuFixture } from './menu-fixture';
import { activeLinkKey, buildSidebar, containsKey, isActivePath, resolveMenuPath } from './menu-tree';

describe('sidebar tree', () => {
  const nodes = buildSidebar(menuFixture, 'en');

  it('keeps alwaysShow directories as groups, drops hidden entries and nests children', () => {
    expect(nodes[0]).toMatchObject({ kind: 'group', title: 'System', icon: 'settings' });
    const group = nodes[0];
    if (group?.kind !== 'group') throw new Error('not a group');
    expect(group.children.map((c) => c.title)).toEqual(['Users', 'Dictionaries', 'Nested']);
    expect(group.children[2]).toMatchObject({ kind: 'group', children: [{ kind: 'link', path: '/system/nested/deep' }] });
  });

  it('draws a Layout with one empty-path page as a link to that page', () => {
    expect(nodes[1]).toEqual({ kind: 'link', key: '1', path: '/user/center', title: 'Personal centre', icon: 'user' });
  });

  it('resolves relative, empty and absolute paths', () => {
    expect(resolveMenuPath('/system', 'user')).toBe('/system/user');
    expect(resolveMenuPath('/user/center', '')).toBe('/user/center');
    expect(resolveMenuPath('/system', '/abs')).toBe('/abs');
    expect(resolveMenuPath('/', 'system')).toBe('/system');
  });

  it('lights the entry of the current page and the groups above it', () => {
    expect(isActivePath('/system/user', '/system/user')).toBe(true);
    expect(isActivePath('/system/user', '/system/users')).toBe(false);
    expect(isActivePath('/', '/system')).toBe(false);
    const deep = activeLinkKey(nodes, '/system/nested/deep');
    expect(deep).toBe('0.2.0');
    expect(containsKey(nodes[0]!, deep)).toBe(true);
    expect(containsKey(nodes[0]!, activeLinkKey(nodes, '/user/center'))).toBe(false);
    expect(activeLinkKey(nodes, '/nowhere')).toBeNull();
  });

  it('lights one entry when two open the same page: the later, and the more specific path', () => {
    const twice = buildSidebar([{ ...menuFixture[1]!, path: '/user/center' }, ...menuFixture], 'en');
    expect(activeLinkKey(twice, '/user/center')).toBe('2');
    expect(activeLinkKey(twice, '/system/user/42')).toBe('1.0');
  });
});
