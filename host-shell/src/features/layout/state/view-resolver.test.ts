import { describe, expect, it } from 'vitest';
import { withHomeEntry } from '../../../routes/home-menu-entry';
import { menuFixture } from '../../../routes/menu-fixture';
import { viewResolver } from './view-resolver';

describe('resolving a remembered address', () => {
  const signedIn = viewResolver(withHomeEntry(menuFixture), true);
  const anonymous = viewResolver([], false);

  it('finds a page of the current menus with its titles, query and hash', () => {
    expect(signedIn('/system/user?page=2#top')).toMatchObject({
      path: '/system/user', fullPath: '/system/user?page=2#top', title: '用户管理', i18n: { en: 'Users' }, affix: false,
    });
    expect(signedIn('/system/secret/9')?.path).toBe('/system/secret/9');
  });

  it('finds the shell pages drawn in the layout, home pinned', () => {
    expect(signedIn('/')).toMatchObject({ path: '/', titleId: 'route.home', affix: true });
    expect(signedIn('/user/center')?.path).toBe('/user/center');
    expect(viewResolver([], true)('/user/center')?.titleId).toBe('route.userCenter');
    expect(signedIn('/mallDetail/7')?.path).toBe('/mallDetail/7');
  });

  it('drops a page no longer in the menus, and pages outside the layout', () => {
    expect(signedIn('/system/dict')).toBeNull();
    expect(signedIn('/login')).toBeNull();
    expect(viewResolver(withHomeEntry([]), true)('/system/user')).toBeNull();
  });

  it('gives an anonymous visitor the whitelist only', () => {
    expect(anonymous('/mall')?.path).toBe('/mall');
    expect(anonymous('/user/center')).toBeNull();
    expect(anonymous('/system/user')).toBeNull();
  });
});
