// The login document's import rule (webpack-login-document.mjs): what would put the portal's weight back
// on the first page fails its build. Each case builds a one-module document with host-shell's toolchain.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildErrorsWith } from './build-errors.test-support.mjs';
import { createLoginDocumentConfig } from './webpack-login-document.mjs';

const hostDir = path.resolve(import.meta.dirname, '../../host-shell');
const build = buildErrorsWith(hostDir, 'login-document-rules-');

/** Builds a login document whose entry is `source`; resolves the build's errors as text. */
const buildErrors = (name, source) => build(name, source, (file) =>
  createLoginDocumentConfig({ dir: hostDir, entry: file, title: 'test' })({}, { mode: 'production' }));

describe('login document build rules', () => {
  it('builds a page of React, Chakra entry points and zod/mini', async () => {
    const errors = await buildErrors('allowed', `
      import { createRoot } from 'react-dom/client';
      import { Button } from '@chakra-ui/react/button';
      import * as z from 'zod/mini';
      const schema = z.object({ name: z.string() });
      createRoot(document.body).render(<Button>{String(schema.safeParse({ name: 'x' }).success)}</Button>);
    `);
    expect(errors).toBe('');
  });

  it.each([
    ['router', `import { Link } from 'react-router-dom'; console.log(Link);`, 'imports react-router-dom: the login document has no router'],
    ['query', `import { useQuery } from '@tanstack/react-query'; console.log(useQuery);`, 'imports @tanstack/react-query: the login document has no react-query'],
    ['zod', `import { z } from 'zod'; console.log(z.string());`, "imports zod: zod's classic API is not tree-shakable"],
    ['federation', `import { init } from '@module-federation/enhanced/runtime'; console.log(init);`, 'imports @module-federation/enhanced/runtime: the federation runtime'],
  ])('refuses %s', async (name, source, message) => {
    expect(await buildErrors(name, source)).toContain(message);
  });
});
