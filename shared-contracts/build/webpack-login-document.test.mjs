// The login document's import rule (webpack-login-document.mjs): what would put the portal's weight back
// on the first page fails its build. Each case builds a one-module document with host-shell's toolchain.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoginDocumentConfig } from './webpack-login-document.mjs';

const hostDir = path.resolve(import.meta.dirname, '../../host-shell');
const webpack = createRequire(path.join(hostDir, 'package.json'))('webpack');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'login-document-rules-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Builds a login document whose entry is `source`; resolves the build's errors as text. */
function buildErrors(name, source) {
  const file = path.join(tmp, `${name}.tsx`);
  fs.writeFileSync(file, source);
  const config = createLoginDocumentConfig({ dir: hostDir, entry: file, title: 'test' })({}, { mode: 'production' });
  config.cache = false;
  config.output.path = path.join(tmp, `dist-${name}`);
  config.optimization.minimize = false;
  config.resolve.modules = ['node_modules', path.join(hostDir, 'node_modules')];
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      resolve(stats.toJson({ all: false, errors: true }).errors.map((e) => e.message).join('\n'));
    });
  });
}

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
