import { afterEach, describe, expect, it } from 'vitest';
import { forgetStoredViews, readStoredViews, VIEWS_STORAGE_KEY, writeStoredViews } from './views-storage';

const tags = [{ path: '/', fullPath: '/', affix: true }, { path: '/system/dict', fullPath: '/system/dict?page=2', affix: false }];

afterEach(() => sessionStorage.clear());

describe('tags kept in the tab (sessionStorage)', () => {
  it('reads back what was written for the same user', () => {
    writeStoredViews(7, tags);
    expect(readStoredViews(7)).toEqual(tags);
    expect(JSON.parse(sessionStorage.getItem(VIEWS_STORAGE_KEY) ?? '')).toEqual({ v: 1, user: 7, views: tags });
  });

  it('gives another user nothing, and their first write replaces it', () => {
    writeStoredViews(7, tags);
    expect(readStoredViews(8)).toEqual([]);
    writeStoredViews(8, [tags[0]!]);
    expect(readStoredViews(7)).toEqual([]);
    expect(readStoredViews(8)).toEqual([tags[0]]);
  });

  it('forgets them (logout)', () => {
    writeStoredViews(7, tags);
    forgetStoredViews();
    expect(sessionStorage.getItem(VIEWS_STORAGE_KEY)).toBeNull();
    expect(readStoredViews(7)).toEqual([]);
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ v: 2, user: 7, views: tags })],
    ['no list', JSON.stringify({ v: 1, user: 7, views: 'x' })],
  ])('ignores %s', (_what, raw) => {
    sessionStorage.setItem(VIEWS_STORAGE_KEY, raw);
    expect(readStoredViews(7)).toEqual([]);
  });

  it('drops entries that are not paths of this site', () => {
    const bad = [
      { path: 'https://evil.example', fullPath: 'https://evil.example', affix: false },
      { path: '//evil.example', fullPath: '//evil.example/x', affix: false },
      { path: '/a', fullPath: '/b', affix: false },
      { path: '/a', fullPath: '/a' },
      null,
    ];
    sessionStorage.setItem(VIEWS_STORAGE_KEY, JSON.stringify({ v: 1, user: 7, views: [...bad, tags[1]] }));
    expect(readStoredViews(7)).toEqual([tags[1]]);
  });

  it('works on without a usable storage', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(() => writeStoredViews(7, tags, broken)).not.toThrow();
    expect(readStoredViews(7, broken)).toEqual([]);
    expect(() => forgetStoredViews(broken)).not.toThrow();
    expect(readStoredViews(7, null)).toEqual([]);
  });
});
