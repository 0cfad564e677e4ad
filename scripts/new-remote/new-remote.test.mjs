// The generator writes a remote like the portal's into a temporary parent (--dir), never into the repository.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { DEV_PORTS } from '../../shared-contracts/build/webpack-federation.mjs';
import { addToWorkspace, nameProblem, parseNewRemoteArgs, runNewRemote, UsageError } from './new-remote.mjs';

const REPO = path.resolve(import.meta.dirname, '../..');

function tempParent(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-remote-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function output() {
  const lines = { out: [], err: [] };
  return { lines, io: { log: (text) => lines.out.push(text), error: (text) => lines.err.push(text) } };
}

/** Every file under `dir`, relative, with `/`. */
function filesUnder(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .sort();
}

test('creates remote-<name> with the conventions of the portal, every placeholder filled', (t) => {
  const parent = tempParent(t);
  const { lines, io } = output();
  assert.equal(runNewRemote(['catalog', '--port', '3105', '--dir', parent], io), 0, lines.err.join('\n'));
  const dir = path.join(parent, 'remote-catalog');
  assert.deepEqual(filesUnder(dir), [
    'package.json',
    'src/dev/bootstrap.tsx',
    'src/dev/pages.ts',
    'src/exposed/CatalogHome.tsx',
    'src/features/catalog/components/home-page.test.tsx',
    'src/features/catalog/components/home-page.tsx',
    'src/features/catalog/messages.test.ts',
    'src/features/catalog/messages.ts',
    'src/index.ts',
    'tsconfig.json',
    'vitest.config.ts',
    'vitest.setup.ts',
    'webpack.config.js',
  ]);
  for (const file of filesUnder(dir)) assert.doesNotMatch(fs.readFileSync(path.join(dir, file), 'utf8'), /__[A-Z]+__/, file);

  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  assert.equal(pkg.name, 'remote-catalog');
  assert.equal(pkg.dependencies['shared-contracts'], 'workspace:*');
  // The factory refuses a remote without every shared singleton among its dependencies: the same set as payments'.
  const payments = JSON.parse(fs.readFileSync(path.join(REPO, 'remote-payments/package.json'), 'utf8'));
  for (const name of ['react', 'react-dom', 'react-router-dom', 'jotai', 'react-intl', '@chakra-ui/react', '@emotion/react', '@tanstack/react-query']) {
    assert.equal(pkg.dependencies[name], payments.dependencies[name], name);
  }
  assert.deepEqual(pkg.devDependencies, payments.devDependencies);
  assert.deepEqual(pkg.scripts, payments.scripts);

  const config = fs.readFileSync(path.join(dir, 'webpack.config.js'), 'utf8');
  assert.match(config, /name: 'catalog',\n {2}port: 3105,/);
  assert.match(config, /'\.\/CatalogHome': '\.\/src\/exposed\/CatalogHome\.tsx'/);
  assert.match(fs.readFileSync(path.join(dir, 'src/dev/pages.ts'), 'utf8'), /CatalogHome: lazy\(\(\) => import\('\.\.\/exposed\/CatalogHome'\)\)/);
  assert.match(fs.readFileSync(path.join(dir, 'src/features/catalog/messages.ts'), 'utf8'), /'catalog\.home\.title': 'Catalog'/);

  const printed = lines.out.join('\n');
  assert.match(printed, /exposes \.\/CatalogHome \(menu component catalog\/CatalogHome\), dev server on port 3105/);
  assert.match(printed, /pnpm@10\.34\.9 install/);
  assert.match(printed, /npm run build/);
  assert.match(printed, /npm run deploy -- catalog --version 0\.1\.0/);
  assert.match(printed, /a page whose component is catalog\/CatalogHome/);
  // Outside the repository the workspace file is not touched: the line to add is printed.
  assert.match(printed, /Add it to pnpm-workspace\.yaml's packages .*- remote-catalog/);
});

test('without --port, the first port after the portal front-ends', (t) => {
  const parent = tempParent(t);
  const { io } = output();
  assert.equal(runNewRemote(['parts', '--dir', parent], io), 0);
  const port = Number(/port: (\d+)/.exec(fs.readFileSync(path.join(parent, 'remote-parts/webpack.config.js'), 'utf8'))?.[1]);
  assert.ok(port > Math.max(...Object.values(DEV_PORTS)), String(port));
});

test('refuses an existing folder, and leaves it as it was', (t) => {
  const parent = tempParent(t);
  fs.mkdirSync(path.join(parent, 'remote-catalog'));
  fs.writeFileSync(path.join(parent, 'remote-catalog/keep.txt'), 'mine');
  const { lines, io } = output();
  assert.equal(runNewRemote(['catalog', '--dir', parent], io), 1);
  assert.match(lines.err[0], /remote-catalog exists already/);
  assert.deepEqual(fs.readdirSync(path.join(parent, 'remote-catalog')), ['keep.txt']);
  // The portal's own remotes, in the repository.
  assert.equal(runNewRemote(['mall'], io), 1);
  assert.match(lines.err[1], /remote-mall exists already/);
});

test('refuses names the registry or the federation build would refuse', (t) => {
  const parent = tempParent(t);
  for (const name of ['Catalog', '1catalog', 'cat_alog', 'a'.repeat(41), 'cat/alog']) {
    assert.match(nameProblem(name) ?? '', /is not a remote name/, name);
  }
  assert.match(nameProblem('supplier-portal') ?? '', /cannot be a federation name: .* \(e\.g\. supplierportal\)/);
  assert.equal(nameProblem('catalog2'), null);
  const { io } = output();
  assert.equal(runNewRemote(['Bad', '--dir', parent], io), 1);
  assert.deepEqual(fs.readdirSync(parent), []);
});

test('usage errors exit 2', (t) => {
  const parent = tempParent(t);
  const { lines, io } = output();
  assert.equal(runNewRemote(['--dir', parent], io), 2);
  assert.equal(runNewRemote(['a', 'b', '--dir', parent], io), 2);
  assert.equal(runNewRemote(['catalog', '--port', '80', '--dir', parent], io), 2);
  assert.equal(runNewRemote(['catalog', '--color'], io), 2);
  assert.match(lines.err.join('\n'), /name the new remote[\s\S]*one remote at a time[\s\S]*--port is a number from 1024 to 65535[\s\S]*Unknown option '--color'/);
  assert.throws(() => parseNewRemoteArgs(['x', '--port', '3.5']), UsageError);
  assert.equal(runNewRemote(['catalog', '--port', String(DEV_PORTS.mall), '--dir', parent], io), 1);
  assert.match(lines.err.at(-1), /port 3001 is taken/);
});

test('in the repository, the new folder joins the pnpm workspace after the last remote, once', (t) => {
  const root = tempParent(t);
  const original = fs.readFileSync(path.join(REPO, 'pnpm-workspace.yaml'), 'utf8');
  fs.writeFileSync(path.join(root, 'pnpm-workspace.yaml'), original);
  assert.equal(addToWorkspace(root, 'remote-catalog'), true);
  assert.equal(addToWorkspace(root, 'remote-catalog'), true);
  const lines = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  assert.equal(lines.filter((line) => line === '  - remote-catalog').length, 1);
  const remotes = lines.filter((line) => /^ {2}- remote-/.test(line));
  assert.equal(remotes.at(-1), '  - remote-catalog');
  assert.equal(lines[lines.indexOf('  - remote-catalog') - 1], original.split('\n').filter((line) => /^ {2}- remote-/.test(line)).at(-1));
  // Everything else is as it was.
  assert.equal(lines.filter((line) => line !== '  - remote-catalog').join('\n'), original);
  // A file without the expected list: nothing is written, the caller prints the line instead.
  fs.writeFileSync(path.join(root, 'pnpm-workspace.yaml'), 'catalog:\n  react: 19.3.1\n');
  assert.equal(addToWorkspace(root, 'remote-catalog'), false);
  assert.equal(fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8'), 'catalog:\n  react: 19.3.1\n');
});

// The heavier check: the generated remote typechecks, passes its own tests and builds. It is made in a temporary
// parent that looks like the repository (shared-contracts and tsconfig.base.json beside it), with remote-payments'
// dependencies linked in (the same set) but not its build cache. About 20 s; NEW_REMOTE_QUICK=1 skips it.
test('the generated remote typechecks, passes its tests and builds', { skip: process.env.NEW_REMOTE_QUICK === '1' }, (t) => {
  const parent = tempParent(t);
  fs.symlinkSync(path.join(REPO, 'shared-contracts'), path.join(parent, 'shared-contracts'), 'dir');
  fs.copyFileSync(path.join(REPO, 'tsconfig.base.json'), path.join(parent, 'tsconfig.base.json'));
  const { lines, io } = output();
  assert.equal(runNewRemote(['probe', '--dir', parent], io), 0, lines.err.join('\n'));
  const dir = path.join(parent, 'remote-probe');
  const payments = path.join(REPO, 'remote-payments/node_modules');
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(payments).filter((name) => !name.startsWith('.'))) {
    fs.symlinkSync(path.join(payments, entry), path.join(dir, 'node_modules', entry), 'dir');
  }

  // The tools of remote-payments, run in the new remote's folder.
  const run = (tool, args) => spawnSync(path.join(payments, '.bin', tool), args, { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: '', NO_COLOR: '1' } });
  const tsc = run('tsc', ['-p', 'tsconfig.json', '--noEmit']);
  assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);
  const unit = run('vitest', ['run']);
  assert.equal(unit.status, 0, unit.stdout + unit.stderr);
  assert.match(unit.stdout, /Tests +2 passed/);
  const build = run('webpack', ['--mode', 'production']);
  assert.equal(build.status, 0, build.stdout + build.stderr);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8'));
  assert.equal(manifest.name, 'probe');
  assert.deepEqual(manifest.exposes.map((e) => e.path), ['./ProbeHome']);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dir, 'dist/federation-requirements.json'), 'utf8')), { routerImports: [] });
});
