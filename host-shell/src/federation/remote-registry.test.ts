import { describe, expect, it } from 'vitest';
import { parseRegistry } from './registry-request';
import { parseOverrides, toRuntimeRemotes } from './remote-registry';

const registry = [
  { name: 'mall', manifestUrl: '/remotes/mall/mf-manifest.json', version: '1.0.0', enabled: true },
  { name: 'orders', manifestUrl: '/remotes/orders/mf-manifest.json', version: '1.0.0', enabled: false },
];

describe('remote registry', () => {
  it('registers enabled remotes by their manifest URL', () => {
    expect(toRuntimeRemotes(registry, new Map())).toEqual([{ name: 'mall', entry: '/remotes/mall/mf-manifest.json' }]);
  });

  it('lets a development override replace or add a remote', () => {
    const overrides = parseOverrides(' mall = http://localhost:3001/mf-manifest.json ,x=http://localhost:3009/mf-manifest.json,bad');
    expect(toRuntimeRemotes(registry, overrides)).toEqual([
      { name: 'mall', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'x', entry: 'http://localhost:3009/mf-manifest.json' },
    ]);
  });

  it('refuses an answer that is not a remote list', () => {
    expect(parseRegistry(registry)).toEqual(registry);
    expect(() => parseRegistry({ status: 404, message: 'error.notFound' })).toThrow();
    expect(() => parseRegistry([{ name: 'mall' }])).toThrow();
  });
});
