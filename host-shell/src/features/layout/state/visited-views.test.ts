import { describe, expect, it } from 'vitest';
import type { ViewMeta } from '../../../routes/view-state';
import {
  cachedPaths, fallbackPathAfterClose, HOME_VIEW, INITIAL_VIEWS, restoreViews, tagsReducer, toStoredView, type ViewResolver,
} from './visited-views';

const view = (path: string, extra: Partial<ViewMeta> = {}): ViewMeta => ({
  path, fullPath: path, name: path, title: path, i18n: {}, icon: null, affix: false, noCache: false, trail: [], ...extra,
});

const add = (views: readonly ViewMeta[], v: ViewMeta) => tagsReducer(views, { type: 'add', view: v });
const paths = (views: readonly ViewMeta[]) => views.map((v) => v.path);

describe('tags reducer', () => {
  it('starts with the pinned home tag', () => {
    expect(INITIAL_VIEWS).toEqual([HOME_VIEW]);
    expect(HOME_VIEW.affix).toBe(true);
  });

  it('adds views in visiting order without duplicates by path', () => {
    let views = add(INITIAL_VIEWS, view('/system/user'));
    views = add(views, view('/system/dict'));
    views = add(views, view('/system/user', { fullPath: '/system/user?page=2' }));
    expect(paths(views)).toEqual(['/', '/system/user', '/system/dict']);
    expect(views[1]?.fullPath).toBe('/system/user?page=2');
  });

  it('updates the home tag with the router view but keeps it pinned', () => {
    const views = add(INITIAL_VIEWS, view('/', { title: '商城首页', affix: false }));
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ title: '商城首页', affix: true });
  });

  it('never tags the internal refresh route', () => {
    expect(add(INITIAL_VIEWS, view('/redirect/system/user'))).toBe(INITIAL_VIEWS);
  });

  it('closes one view but never an affix view', () => {
    const views = [HOME_VIEW, view('/a'), view('/b')];
    expect(paths(tagsReducer(views, { type: 'close', path: '/a' }))).toEqual(['/', '/b']);
    expect(paths(tagsReducer(views, { type: 'close', path: '/' }))).toEqual(['/', '/a', '/b']);
  });

  it('close others keeps the chosen view and the affix views', () => {
    const views = [HOME_VIEW, view('/a'), view('/b'), view('/c')];
    expect(paths(tagsReducer(views, { type: 'closeOthers', path: '/b' }))).toEqual(['/', '/b']);
  });

  it('close all keeps only the affix views', () => {
    const views = [HOME_VIEW, view('/a'), view('/b', { affix: true }), view('/c')];
    expect(paths(tagsReducer(views, { type: 'closeAll' }))).toEqual(['/', '/b']);
  });

  it('caches only views not marked noCache', () => {
    const views = [HOME_VIEW, view('/kept'), view('/fresh', { noCache: true })];
    expect([...cachedPaths(views)]).toEqual(['/kept']);
  });

  it('after closing the active view goes to the last remaining view, or home', () => {
    expect(fallbackPathAfterClose([HOME_VIEW, view('/a', { fullPath: '/a?x=1' })])).toBe('/a?x=1');
    expect(fallbackPathAfterClose([])).toBe('/');
  });
});

describe('restoring the tags of a tab', () => {
  const known: Record<string, ViewMeta> = { '/a': view('/a', { i18n: { en: 'A' } }), '/b': view('/b'), '/c': view('/c') };
  // Resolves like the router: the query stays on fullPath, the path picks the view.
  const resolve: ViewResolver = (fullPath) => {
    const found = known[fullPath.split('?')[0] ?? ''];
    return found ? { ...found, fullPath } : null;
  };
  const stored = (path: string, extra: Partial<ReturnType<typeof toStoredView>> = {}) => ({ path, fullPath: path, affix: false, ...extra });

  it('keeps the order after the home tag, the queries and the menu titles of now', () => {
    const views = restoreViews([stored('/c'), stored('/a', { fullPath: '/a?page=2' }), stored('/b')], resolve);
    expect(paths(views)).toEqual(['/', '/c', '/a', '/b']);
    expect(views[2]).toMatchObject({ fullPath: '/a?page=2', i18n: { en: 'A' } });
  });

  it('drops what no longer resolves, or resolves to another page', () => {
    const views = restoreViews([stored('/gone'), stored('/a'), stored('/x', { fullPath: '/b' })], resolve);
    expect(paths(views)).toEqual(['/', '/a']);
  });

  it('keeps a pinned tag pinned and never duplicates the home tag', () => {
    const views = restoreViews([stored('/'), stored('/b', { affix: true })], (fullPath) => (fullPath === '/' ? HOME_VIEW : resolve(fullPath)));
    expect(views.map((v) => [v.path, v.affix])).toEqual([['/', true], ['/b', true]]);
  });

  it('remembers addresses, not rendered titles', () => {
    expect(toStoredView(view('/a', { fullPath: '/a?x=1#top', title: '字典' }))).toEqual({ path: '/a', fullPath: '/a?x=1#top', affix: false });
  });
});
