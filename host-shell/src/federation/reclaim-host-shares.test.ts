import { describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ getInstance: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import { reclaimHostShares } from './reclaim-host-shares';

/** The part of the runtime's instance the function reads: the share scopes and the host's own provides. */
function hostWith(entries: Record<string, Record<string, { from: string }>>, provides: Record<string, string[]>) {
  return {
    name: 'host',
    shareScopeMap: { default: entries },
    options: { shared: Object.fromEntries(Object.entries(provides).map(([name, versions]) => [name, versions.map((version) => ({ version }))])) },
  };
}

describe('reclaimHostShares', () => {
  it('gives back to the host what a remote loaded first but the host provides in that version', () => {
    const host = hostWith(
      {
        '@chakra-ui/react/empty-state': { '3.37.0': { from: 'orders' } },
        'shared-contracts/api/orders': { '0.1.0': { from: 'orders' } },
        '@chakra-ui/react/table': { '3.37.0': { from: 'admin' } },
        react: { '19.3.1': { from: 'host' } },
      },
      { '@chakra-ui/react/empty-state': ['3.37.0'], '@chakra-ui/react/table': ['3.37.0'], react: ['19.3.1'] },
    );
    runtime.getInstance.mockReturnValue(host);

    reclaimHostShares('orders');

    const scope = host.shareScopeMap.default;
    expect(scope['@chakra-ui/react/empty-state']?.['3.37.0']?.from).toBe('host');
    // The remote's own copy (the host does not provide it) stays the remote's, so the runtime drops it.
    expect(scope['shared-contracts/api/orders']?.['0.1.0']?.from).toBe('orders');
    // Another remote's entries are not touched.
    expect(scope['@chakra-ui/react/table']?.['3.37.0']?.from).toBe('admin');
  });

  it('leaves an entry of another version alone', () => {
    const host = hostWith({ 'react-intl': { '12.0.0': { from: 'orders' } } }, { 'react-intl': ['12.1.5'] });
    runtime.getInstance.mockReturnValue(host);
    reclaimHostShares('orders');
    expect(host.shareScopeMap.default['react-intl']?.['12.0.0']?.from).toBe('orders');
  });
});
