// `node scripts/build-frontends.mjs`: the production builds of the host and every remote, as `npm start` and
// `npm test` use them (the same builds serve both; docs/testing.md, "Front-end builds"), and the collection
// extension's (extension/README.md: its unpacked folder, the zip the portal offers and latest.json).
// - An app whose inputs did not change since its last build is not built again: its inputs' hash (its files, those
//   of the workspace packages it imports, the lockfile, Node's version) and a fingerprint of the dist it wrote are
//   kept in its node_modules/.cache; a dist changed since (another build, by hand) is built again. FORCE_BUILD=1
//   builds everything.
// - The builds run two at a time (BUILD_JOBS), longest first. The host's build is four webpack compilations in
//   one process, which keeps one core busy for a minute while the other idles: here it runs as three parts (the
//   renderers first, then the portal and the page documents side by side, host-shell/webpack.config.js).
import { spawn, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const JOBS = Number(process.env.BUILD_JOBS ?? Math.max(2, os.availableParallelism()));
const APPS = ['host-shell', 'remote-admin', 'remote-orders', 'remote-mall', 'remote-payments', 'extension'];

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The workspace packages `app` builds from: itself and, transitively, the workspace packages it depends on. */
function workspaceDirs(app, seen = new Set()) {
  if (seen.has(app)) return seen;
  seen.add(app);
  const pkg = readJson(path.join(root, app, 'package.json'));
  for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
    if (String(range).startsWith('workspace:') && fs.existsSync(path.join(root, name, 'package.json'))) workspaceDirs(name, seen);
  }
  return seen;
}

/** A hash of every file the build of `app` may read, or null where git cannot list them (always build then). */
function inputsHash(app) {
  const dirs = [...workspaceDirs(app)].sort();
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...dirs], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
      .split('\0').filter(Boolean);
  } catch {
    return null;
  }
  const hash = crypto.createHash('sha256').update(process.version);
  for (const file of [...new Set([...files, 'pnpm-lock.yaml', 'package.json', 'tsconfig.base.json'])].sort()) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue; // deleted in the working tree, still in the index
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}

/** The names, sizes and times of the files in `app`'s dist: what its last build left, unless something changed it. */
function distFingerprint(app) {
  const dist = path.join(root, app, 'dist');
  if (!fs.existsSync(dist)) return null;
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(dist, { recursive: true }).sort()) {
    const stat = fs.statSync(path.join(dist, file));
    if (stat.isFile()) hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const stampFile = (app) => path.join(root, app, 'node_modules', '.cache', 'build-inputs.json');

function upToDate(app, inputs) {
  if (process.env.FORCE_BUILD === '1' || inputs === null || !fs.existsSync(stampFile(app))) return false;
  const stamp = readJson(stampFile(app));
  return stamp.inputs === inputs && stamp.dist === distFingerprint(app);
}

/** Runs one build with its output prefixed by its name; resolves with its exit code. */
function run(job) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = job.command ?? [path.join(root, job.app, 'node_modules', '.bin', 'webpack'), '--mode', 'production'];
    const child = spawn(command, args, {
      cwd: path.join(root, job.app),
      env: { ...process.env, ...job.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`${job.name}: ${line}\n`);
      });
      stream.on('end', () => { if (rest) out.write(`${job.name}: ${rest}\n`); });
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => {
      console.log(`${job.name}: ${code === 0 ? 'built' : `failed (exit code ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(code ?? 1);
    });
  });
}

const hostPart = (part, after = []) => ({ name: `host-shell (${part})`, app: 'host-shell', env: { HOST_BUILD_PART: part }, after });
/** Longest first; `after` names jobs that must have succeeded before. */
const JOB_PLAN = {
  'host-shell': [hostPart('renderers'), hostPart('documents', ['host-shell (renderers)']), hostPart('portal', ['host-shell (renderers)'])],
  'remote-admin': [{ name: 'remote-admin', app: 'remote-admin', env: {}, after: [] }],
  'remote-orders': [{ name: 'remote-orders', app: 'remote-orders', env: {}, after: [] }],
  'remote-mall': [{ name: 'remote-mall', app: 'remote-mall', env: {}, after: [] }],
  'remote-payments': [{ name: 'remote-payments', app: 'remote-payments', env: {}, after: [] }],
  // esbuild, about a second: no webpack.
  'extension': [{ name: 'extension', app: 'extension', env: {}, after: [], command: [process.execPath, 'scripts/build.mjs'] }],
};

const started = Date.now();
const inputs = Object.fromEntries(APPS.map((app) => [app, inputsHash(app)]));
const stale = APPS.filter((app) => {
  if (!upToDate(app, inputs[app])) return true;
  console.log(`${app}: up to date (inputs unchanged since its last build), not built`);
  return false;
});
const queue = stale.flatMap((app) => JOB_PLAN[app]);
const done = new Map();
const running = new Set();

await new Promise((resolve) => {
  const next = () => {
    for (const job of queue.filter((j) => !done.has(j.name) && !running.has(j))) {
      if (job.after.some((name) => done.has(name) && done.get(name) !== 0)) done.set(job.name, 1); // its part failed
    }
    while (running.size < JOBS) {
      const job = queue.find((j) => !done.has(j.name) && !running.has(j) && j.after.every((name) => done.get(name) === 0));
      if (!job) break;
      running.add(job);
      void run(job).then((code) => {
        running.delete(job);
        done.set(job.name, code);
        next();
      });
    }
    if (running.size === 0) resolve();
  };
  next();
});

let failed = false;
for (const app of stale) {
  const ok = JOB_PLAN[app].every((job) => done.get(job.name) === 0);
  failed ||= !ok;
  if (ok && inputs[app] !== null) {
    fs.mkdirSync(path.dirname(stampFile(app)), { recursive: true });
    fs.writeFileSync(stampFile(app), JSON.stringify({ inputs: inputs[app], dist: distFingerprint(app) }));
  } else {
    fs.rmSync(stampFile(app), { force: true });
  }
}
console.log(`front-ends: ${stale.length} of ${APPS.length} built in ${Math.round((Date.now() - started) / 1000)} s${failed ? ', with failures' : ''}`);
process.exit(failed ? 1 : 0);
