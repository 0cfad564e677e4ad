import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardInput } from './guard-decision';

const anonymous = { token: undefined, roles: [], loadMenus: false } satisfies Omit<GuardInput, 'pathname'>;
const signedIn = { token: 't0k', roles: ['purchaser'], loadMenus: false } satisfies Omit<GuardInput, 'pathname'>;

describe('decideRoute, anonymous', () => {
  it.each(['/', '/login', '/register', '/register/purchaser', '/mall', '/mallDetail/7', '/mallSearch/shoes', '/myOrder', '/404', '/401'])(
    'lets %s through (whitelist)',
    (pathname) => expect(decideRoute({ ...anonymous, pathname })).toEqual({ kind: 'allow' }),
  );

  it('sends any other route to /login with the full target, query and hash included', () => {
    expect(decideRoute({ ...anonymous, pathname: '/system/menu', search: '?page=2&q=a b', hash: '#top' })).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/system/menu?page=2&q=a b#top')}`,
    });
  });

  it('sends a user who is being logged out to the landing rather than to login (SPEC §2, §8)', () => {
    expect(decideRoute({ ...anonymous, logoutLanding: '/', pathname: '/system/menu' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute({ ...anonymous, logoutLanding: '/mall', pathname: '/system/menu' })).toEqual({ kind: 'redirect', to: '/mall' });
    expect(decideRoute({ ...anonymous, logoutLanding: '/mall', pathname: '/mall' })).toEqual({ kind: 'allow' });
  });

  it.each(['/user/center', '/redirect/system/menu', '/nowhere', '/mall/../system/menu', '/Mall'])(
    'does not let %s through',
    (pathname) => expect(decideRoute({ ...anonymous, pathname }).kind).toBe('redirect'),
  );
});

describe('decideRoute, signed in', () => {
  it('sends /login to home', () => {
    expect(decideRoute({ ...signedIn, pathname: '/login' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute({ ...signedIn, roles: [], pathname: '/login' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it("sends staff who can take work from the dashboard's queues to the dashboard, unless the login names a target", () => {
    expect(decideRoute({ ...signedIn, roles: ['operator', 'payment:review'], pathname: '/login' })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideRoute({ ...signedIn, roles: ['admin'], pathname: '/login', search: '?redirect=//evil.example' })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideRoute({ ...signedIn, roles: ['operator', 'payment:review'], pathname: '/login', search: '?redirect=%2Fmall' })).toEqual({ kind: 'redirect', to: '/mall' });
    // A staff member with no queue's code (a content editor) has nothing waiting there.
    expect(decideRoute({ ...signedIn, roles: ['editor', 'goods:edit'], pathname: '/login' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it("sends a user whose menus lack the dashboard from it to the mall, once the menus are known", () => {
    expect(decideRoute({ ...signedIn, pathname: '/dashboard', homeNotInMenus: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute({ ...signedIn, pathname: '/dashboard', loadMenus: true, homeNotInMenus: true })).toEqual({ kind: 'loadMenus' });
  });

  it('sends /login?redirect= on to its target once signed in (how a login completes), on this site only', () => {
    const search = `?redirect=${encodeURIComponent('/system/menu?page=2')}`;
    expect(decideRoute({ ...signedIn, loadMenus: true, pathname: '/login', search })).toEqual({ kind: 'redirect', to: '/system/menu?page=2' });
    expect(decideRoute({ ...signedIn, pathname: '/login', search: '?redirect=//evil.example' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('restores the user first when the roles are empty (a reload)', () => {
    expect(decideRoute({ ...signedIn, roles: [], pathname: '/system/menu' })).toEqual({ kind: 'fetchInfo' });
    expect(decideRoute({ ...signedIn, roles: [], loadMenus: true, pathname: '/mall' })).toEqual({ kind: 'fetchInfo' });
  });

  it('loads the menus on the first navigation after login, whitelisted or not', () => {
    expect(decideRoute({ ...signedIn, loadMenus: true, pathname: '/system/menu' })).toEqual({ kind: 'loadMenus' });
    expect(decideRoute({ ...signedIn, loadMenus: true, pathname: '/' })).toEqual({ kind: 'loadMenus' });
  });

  it('lets everything else through; unknown paths are the router\'s 404, not the guard\'s', () => {
    expect(decideRoute({ ...signedIn, pathname: '/system/menu' })).toEqual({ kind: 'allow' });
    expect(decideRoute({ ...signedIn, pathname: '/nowhere' })).toEqual({ kind: 'allow' });
  });
});
