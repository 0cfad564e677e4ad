import { describe, expect, it } from 'vitest';
import { RegistryValueCache } from './registry-cache';

describe('RegistryValueCache', () => {
  it('loads once for concurrent pages, again after a clear or the TTL, and never keeps a failure', async () => {
    let loads = 0;
    let fail = false;
    const cache = new RegistryValueCache(async () => {
      loads++;
      if (fail) throw new Error('database down');
      return [`https://v${loads}.example`];
    }, 50);
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([['https://v1.example'], ['https://v1.example']]);
    expect(loads).toBe(1);
    cache.clear();
    expect(await cache.get()).toEqual(['https://v2.example']);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get()).toEqual(['https://v3.example']);
    cache.clear();
    fail = true;
    await expect(cache.get()).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get()).toEqual(['https://v5.example']);
  });
});
