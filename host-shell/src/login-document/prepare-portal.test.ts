import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchInBatches } from './prepare-portal';

const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  vi.unstubAllGlobals();
});

describe('prefetchInBatches', () => {
  it('adds the links a batch per idle period, in order, so no one task starts them all', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const files = Array.from({ length: 10 }, (_, i) => `/${i}.js`);

    prefetchInBatches(files);
    expect(prefetched()).toEqual(files.slice(0, 4));
    idle.shift()?.();
    expect(prefetched()).toEqual(files.slice(0, 8));
    idle.shift()?.();
    expect(prefetched()).toEqual(files);
    expect(idle).toHaveLength(0);
  });
});
