import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

afterEach(() => { vi.useRealTimers(); });

describe('TtlCache', () => {
  it('answers an entry until its TTL has passed', () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string>(1000);
    cache.set('a', 'A', cache.version());
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toBe('A');
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store what was read before an invalidation', () => {
    const cache = new TtlCache<string>(1000);
    const version = cache.version();
    cache.clear();
    cache.set('a', 'stale', version);
    expect(cache.get('a')).toBeUndefined();
    const afterDelete = cache.version();
    cache.delete('b');
    cache.set('a', 'stale', afterDelete);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', cache.version());
    expect(cache.get('a')).toBe('fresh');
  });

  it('drops the oldest entry past its bound, and matching keys on deleteWhere', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1, cache.version());
    cache.set('b', 2, cache.version());
    cache.set('c', 3, cache.version());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    cache.deleteWhere((k) => k === 'b');
    expect([cache.get('b'), cache.get('c')]).toEqual([undefined, 3]);
  });

  it('stores nothing with a TTL of 0', () => {
    const cache = new TtlCache<number>(0);
    expect(cache.enabled).toBe(false);
    cache.set('a', 1, cache.version());
    expect(cache.get('a')).toBeUndefined();
  });
});
