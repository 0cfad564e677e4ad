// The build-time rules of the federation factory (docs/federation.md): code may import only the Chakra
// entry points and react-router-dom names the host provides. Each case builds a one-module remote.
// Then the metadata files the builds write for the server's deploy checks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { buildErrorsWith } from './build-errors.test-support.mjs';
import {
  CHAKRA_ENTRY_POINTS, createFederationConfig, CURATED_EXPORTS, HOST_PROVIDES_FILE, hostProvides, REMOTE_REQUIREMENTS_FILE,
} from './webpack-federation.mjs';
import { createLoginDocumentConfig } from './webpack-login-document.mjs';

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

// The metadata the server's deploy checks read beside a manifest (docs/deploy.md): a remote's dist says which
// react-router-dom names its code imports, also when its modules come out of the persistent cache.
describe('federation build metadata', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-metadata-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const webpack = createRequire(path.join(remoteDir, 'package.json'))('webpack');

  /** Builds a remote exposing `./Page` (`page.tsx`, which may import `part.tsx`) with a cache in `tmp`; answers its dist. */
  function buildRemote(files) {
    const src = path.join(tmp, 'src');
    fs.mkdirSync(src, { recursive: true });
    for (const [name, source] of Object.entries(files)) fs.writeFileSync(path.join(src, name), source);
    const config = createFederationConfig({ dir: remoteDir, name: 'metadata_probe', port: 0, exposes: { './Page': path.join(src, 'page.tsx') } })(
      {}, { mode: 'production' });
    config.cache = { ...config.cache, cacheDirectory: path.join(tmp, 'cache') };
    config.output.path = path.join(tmp, 'dist');
    config.optimization.minimize = false;
    config.resolve.modules = ['node_modules', path.join(remoteDir, 'node_modules')];
    return new Promise((resolve, reject) => {
      const compiler = webpack(config);
      compiler.run((error, stats) => {
        compiler.close(() => {
          if (error) return reject(error);
          if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
          resolve(config.output.path);
        });
      });
    });
  }
  const requirements = (dist) => JSON.parse(fs.readFileSync(path.join(dist, REMOTE_REQUIREMENTS_FILE), 'utf8'));

  it('a remote lists the router names its modules import or re-export, the same from the cache', async () => {
    const files = {
      'page.tsx': `
        import { Link, useNavigate } from 'react-router-dom';
        import { Back, useParams } from './part';
        export default function Page() { const go = useNavigate(); const { id } = useParams(); return <Link to="/" onClick={() => go('/')}>{id}<Back /></Link>; }
      `,
      'part.tsx': `
        import { Link } from 'react-router-dom';
        export { useParams } from 'react-router-dom';
        export function Back() { return <Link to="..">back</Link>; }
      `,
    };
    const expected = { routerImports: ['Link', 'useNavigate', 'useParams'] };
    expect(requirements(await buildRemote(files))).toEqual(expected);
    // Second build: the modules are restored from the cache, unparsed.
    expect(requirements(await buildRemote(files))).toEqual(expected);
  });

  it('a remote that imports no router name says so', async () => {
    const dist = await buildRemote({ 'page.tsx': 'export default function Page() { return <p>plain</p>; }\n' });
    expect(requirements(dist)).toEqual({ routerImports: [] });
    expect(fs.existsSync(path.join(dist, HOST_PROVIDES_FILE))).toBe(false);
  });

  it('the host provides the curated router names and the Chakra entry points', () => {
    expect(hostProvides()).toEqual({ routerExports: CURATED_EXPORTS['react-router-dom'], chakraEntryPoints: CHAKRA_ENTRY_POINTS });
  });
});

describe('where a build writes', () => {
  const hostDir = path.resolve(import.meta.dirname, '../../host-shell');
  const configsOf = () => [
    createFederationConfig({ dir: remoteDir, name: 'payments', port: 0, exposes: { './Page': './src/page.tsx' } })({}, { mode: 'production' }),
    createLoginDocumentConfig({ dir: hostDir, entry: './src/index.ts', title: 'x' })({}, { mode: 'production' }),
  ];

  it('writes the dist beside the config, the build a portal running from the checkout serves', () => {
    const [container, document] = configsOf();
    expect(container?.output.path).toBe(path.join(remoteDir, 'dist'));
    expect(document?.output.path).toBe(path.join(hostDir, 'dist'));
  });

  it('writes the folder BUILD_OUTPUT_DIR names, as the deploy command builds, leaving that dist as it was', () => {
    const previous = process.env.BUILD_OUTPUT_DIR;
    process.env.BUILD_OUTPUT_DIR = path.join(os.tmpdir(), 'deploy-payments-probe');
    try {
      for (const config of configsOf()) expect(config.output.path).toBe(path.join(os.tmpdir(), 'deploy-payments-probe'));
    } finally {
      if (previous === undefined) delete process.env.BUILD_OUTPUT_DIR;
      else process.env.BUILD_OUTPUT_DIR = previous;
    }
  });
});
