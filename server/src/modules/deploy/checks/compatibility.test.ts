import { describe, expect, it } from 'vitest';
import type { SharedDeclaration } from '../federation-manifest';
import { compatibilityProblems, type HostProvides } from './compatibility';

const host: HostProvides = {
  shared: new Map([['react', '19.3.1'], ['react-router-dom', '7.18.5'], ['@chakra-ui/react/button', '3.38.0-beta.1'], ['jotai', null]]),
  routerExports: ['Link', 'useNavigate', 'Outlet'],
};
const need = (name: string, requiredVersion: string, o: Partial<SharedDeclaration> = {}): SharedDeclaration =>
  ({ name, requiredVersion, singleton: true, version: null, needsHost: true, ...o });

describe('compatibilityProblems', () => {
  it('passes what the host provides in range, prereleases included, and what the remote carries itself', () => {
    expect(compatibilityProblems([
      need('react', '^19.0.0'),
      need('react-router-dom', '>=7.1 <8'),
      need('@chakra-ui/react/button', '^3.37.0'),
      need('jotai', '^3.0.0'),
      need('react', '*'),
      // A non-singleton with its own fallback chunk does not need the host.
      need('shared-contracts/api/orders', '^0.1.0', { singleton: false, needsHost: false }),
    ], ['Link', 'Outlet'], host)).toEqual([]);
  });

  it('names a module the host does not provide, with the range the remote needs', () => {
    expect(compatibilityProblems([need('@chakra-ui/react/carousel', '^3.37.0'), need('lodash', '^4', { singleton: true, needsHost: false })], null, host))
      .toEqual([
        expect.objectContaining({ kind: 'sharedMissing', module: '@chakra-ui/react/carousel', required: '^3.37.0' }),
        expect.objectContaining({ kind: 'sharedMissing', module: 'lodash', required: '^4' }),
      ]);
    // Without a fallback, even a non-singleton must come from the host.
    expect(compatibilityProblems([need('left-pad', '^1.0.0', { singleton: false })], null, host)).toHaveLength(1);
  });

  it('names a version out of range: the module, the range and what the host provides', () => {
    expect(compatibilityProblems([need('react', '^18.2.0'), need('react-router-dom', '~7.17.0')], null, host)).toEqual([
      { kind: 'sharedVersion', module: 'react', required: '^18.2.0', provided: '19.3.1', detail: 'react ^18.2.0 is required, the host provides 19.3.1' },
      expect.objectContaining({ kind: 'sharedVersion', module: 'react-router-dom', required: '~7.17.0', provided: '7.18.5' }),
    ]);
  });

  it('names each router import the host does not curate, and skips the check when either side does not say', () => {
    expect(compatibilityProblems([], ['Link', 'useLoaderData', 'createBrowserRouter'], host)).toEqual([
      expect.objectContaining({ kind: 'routerExport', module: 'react-router-dom', required: 'useLoaderData' }),
      expect.objectContaining({ kind: 'routerExport', module: 'react-router-dom', required: 'createBrowserRouter' }),
    ]);
    expect(compatibilityProblems([], null, host)).toEqual([]);
    expect(compatibilityProblems([], ['useLoaderData'], { ...host, routerExports: null })).toEqual([]);
  });

  it('leaves ranges semver cannot read to the runtime', () => {
    expect(compatibilityProblems([need('react', 'github:facebook/react')], null, host)).toEqual([]);
  });
});
