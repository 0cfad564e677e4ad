// The build-time rules of the federation factory (docs/federation.md): code may import only the Chakra
// entry points and react-router-dom names the host provides. Each case builds a one-module remote.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildErrorsWith } from './build-errors.test-support.mjs';
import { createFederationConfig } from './webpack-federation.mjs';

const remoteDir = path.resolve(import.meta.dirname, '../../remote-payments');
const build = buildErrorsWith(remoteDir, 'federation-rules-');

/** Builds a remote exposing one module with `source`; resolves the build's errors as text. */
const buildErrors = (name, source) => build(name, source, (file) =>
  createFederationConfig({ dir: remoteDir, name: `rules_${name}`, port: 0, exposes: { './Page': file } })({}, { mode: 'production' }));

describe('federation build rules', () => {
  it('builds code that imports provided Chakra entry points and curated router names', async () => {
    const errors = await buildErrors('allowed', `
      import { Button } from '@chakra-ui/react/button';
      import { Link, useNavigate } from 'react-router-dom';
      export default function Page() { const go = useNavigate(); return <Button onClick={() => go('/')}><Link to="/">x</Link></Button>; }
    `);
    expect(errors).toBe('');
  });

  it('refuses the Chakra package root', async () => {
    const errors = await buildErrors('root', `
      import { Button } from '@chakra-ui/react';
      export default function Page() { return <Button />; }
    `);
    expect(errors).toContain("import Chakra by entry point ('@chakra-ui/react/button'), not '@chakra-ui/react'");
  });

  it('refuses a Chakra entry point the host does not provide', async () => {
    const errors = await buildErrors('kbd', `
      import { Kbd } from '@chakra-ui/react/kbd';
      export default function Page() { return <Kbd>K</Kbd>; }
    `);
    expect(errors).toContain('the host does not provide @chakra-ui/react/kbd; add it to CHAKRA_ENTRY_POINTS');
  });

  it('refuses a react-router-dom name outside CURATED_EXPORTS', async () => {
    const errors = await buildErrors('router', `
      import { useNavigation } from 'react-router-dom';
      export default function Page() { return <p>{useNavigation().state}</p>; }
    `);
    expect(errors).toContain('not useNavigation; add it there and deploy the host first');
  });
});
