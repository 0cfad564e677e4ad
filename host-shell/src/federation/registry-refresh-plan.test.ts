import { describe, expect, it } from 'vitest';
import { planRegistryRefresh } from './registry-refresh-plan';

const at = (name: string, version: string) => ({ name, entry: `/remotes/${name}/v/${version}/mf-manifest.json` });

describe('planRegistryRefresh', () => {
  const current = [at('mall', '1.0.0'), at('admin', '1.0.0'), at('orders', '1.0.0')];

  it('moves a remote nobody opened to the manifest named for this user, and leaves opened ones alone', () => {
    const fresh = [at('mall', '1.1.0'), at('admin', '2.0.0'), at('orders', '1.0.0')];
    const plan = planRegistryRefresh(current, fresh, (name) => name === 'mall');
    expect(plan.replaced).toEqual([at('admin', '2.0.0')]);
    expect(plan.added).toEqual([]);
    // The opened mall keeps the version its pages came from until the page reloads.
    expect(plan.remotes).toEqual([at('mall', '1.0.0'), at('admin', '2.0.0'), at('orders', '1.0.0')]);
  });

  it('adds a remote the page did not know, and keeps one the answer no longer lists', () => {
    const fresh = [at('mall', '1.0.0'), at('admin', '1.0.0'), at('partner', '0.1.0')];
    const plan = planRegistryRefresh(current, fresh, () => false);
    expect(plan.added).toEqual([at('partner', '0.1.0')]);
    expect(plan.replaced).toEqual([]);
    expect(plan.remotes.map((r) => r.name)).toEqual(['mall', 'admin', 'partner', 'orders']);
  });

  it('registers everything when nothing was registered before', () => {
    const plan = planRegistryRefresh([], current, () => true);
    expect(plan.added).toEqual(current);
    expect(plan.remotes).toEqual(current);
  });
});
