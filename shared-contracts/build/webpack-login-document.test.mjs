// The login document's import rule (webpack-login-document.mjs): what would put the portal's weight back
// on the first page fails its build. Each case builds a one-module document with host-shell's toolchain.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildErrorsWith } from './build-errors.test-support.mjs';
import { EAGER_COMPILE_HINT } from './eager-compile-hint.mjs';
import { createLoginDocumentConfig } from './webpack-login-document.mjs';

const hostDir = path.resolve(import.meta.dirname, '../../host-shell');
const build = buildErrorsWith(hostDir, 'login-document-rules-');

/** Builds a login document whose entry is `source`; resolves the build's errors as text. */
const buildErrors = (name, source) => build(name, source, (file) =>
  createLoginDocumentConfig({ dir: hostDir, entry: file, title: 'test' })({}, { mode: 'production' }));

/** The scripts the build `name` wrote, by file name, with their text. */
const builtScripts = (name) => {
  const dir = path.join(build.outputOf(name), 'login');
  return fs.readdirSync(dir).filter((file) => file.endsWith('.js')).map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
};

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

  it('starts the entry script with V8\'s eager compile hint, and only the entry', async () => {
    const errors = await buildErrors('hinted', `
      import { createRoot } from 'react-dom/client';
      const later = () => import('react-dom/server');
      createRoot(document.body).render(<button onClick={() => void later()}>go</button>);
    `);
    expect(errors).toBe('');
    const scripts = builtScripts('hinted');
    const entry = scripts.filter(({ file }) => file.startsWith('login.'));
    const chunks = scripts.filter(({ file }) => !file.startsWith('login.'));
    expect(entry).toHaveLength(1);
    expect(entry[0].text.startsWith(EAGER_COMPILE_HINT)).toBe(true);
    expect(chunks.length).toBeGreaterThan(0);
    for (const { text } of chunks) expect(text).not.toContain('allFunctionsCalledOnLoad');
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
