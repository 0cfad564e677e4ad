// The whole command against a stand-in portal: what it sends, what it prints, its exit codes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { runDeploy } from './deploy.mjs';

/** A portal answering each `METHOD /path` from `answers` (status, body), recording every request with its body. */
async function fakePortal(t, answers) {
  const requests = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
      const [status, body] = answers[`${req.method} ${req.url}`] ?? [404, { status: 404, message: 'error.notFound' }];
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  return { url: `http://127.0.0.1:${server.address().port}`, requests };
}

/** The fields and file of a multipart request, parsed by the platform's own form parser. */
const formOf = (request) => new Response(request.body, { headers: { 'content-type': request.headers['content-type'] } }).formData();
const jsonOf = (request) => JSON.parse(request.body.toString('utf8'));

function dist(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-cmd-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mall"}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mall;');
  return dir;
}

function output() {
  const lines = { out: [], err: [] };
  return { lines, io: { log: (text) => lines.out.push(text), error: (text) => lines.err.push(text) } };
}

const stored = (version, problems = []) => ({
  id: 7, remote: 'mall', version, source: 'upload', manifestUrl: `/remotes/mall/v/${version}/mf-manifest.json`, size: 24, fileCount: 2,
  exposes: ['./MallHome'], shared: [], uploadedBy: 'admin', createTime: '2026-11-25T09:00:00Z', problems, state: null,
});

test('uploads the zipped dist with its name and version, activates it, and says so', async (t) => {
  const portal = await fakePortal(t, {
    'POST /api/deploy/upload': [200, stored('1.2.0')],
    'POST /api/remotes/mall/activate': [200, { name: 'mall', manifestUrl: '/remotes/mall/v/1.2.0/mf-manifest.json', version: '1.2.0', enabled: true }],
  });
  const { lines, io } = output();
  const code = await runDeploy(['mall', '--version', '1.2.0', '--dist', dist(t), '--url', portal.url], { PORTAL_TOKEN: 'tok' }, io);
  assert.equal(code, 0, lines.err.join('\n'));

  const [upload, activate] = portal.requests;
  assert.equal(upload.headers.authorization, 'Bearer tok');
  const form = await formOf(upload);
  assert.equal(form.get('name'), 'mall');
  assert.equal(form.get('version'), '1.2.0');
  const file = form.get('file');
  assert.equal(file.name, 'mall-1.2.0.zip');
  const entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
  assert.deepEqual(Object.keys(entries).sort(), ['mf-manifest.json', 'remoteEntry.js']);
  assert.equal(strFromU8(entries['remoteEntry.js']), 'var mall;');

  assert.equal(activate.headers.authorization, 'Bearer tok');
  assert.deepEqual(jsonOf(activate), { version: '1.2.0', overrideMenus: false });
  const printed = lines.out.join('\n');
  assert.match(printed, /Stored mall 1\.2\.0: 2 files, .* served at \/remotes\/mall\/v\/1\.2\.0\/mf-manifest\.json\./);
  assert.match(printed, /Activated mall 1\.2\.0: the next page load uses it/);
});

test('a canary for roles instead of an activation', async (t) => {
  const portal = await fakePortal(t, { 'POST /api/deploy/upload': [200, stored('1.3.0')], 'POST /api/remotes/mall/canary': [200, {}] });
  const { lines, io } = output();
  const code = await runDeploy(['mall', '--version', '1.3.0', '--dist', dist(t), '--canary-roles', 'purchaser', '--override-menus'],
    { PORTAL_TOKEN: 'tok', PORTAL_URL: portal.url }, io);
  assert.equal(code, 0, lines.err.join('\n'));
  assert.deepEqual(portal.requests.map((r) => r.url), ['/api/deploy/upload', '/api/remotes/mall/canary']);
  assert.deepEqual(jsonOf(portal.requests[1]), { version: '1.3.0', percent: 0, roles: ['purchaser'], overrideMenus: true });
  assert.match(lines.out.join('\n'), /Canary started: users with the role purchaser load mall 1\.3\.0/);
});

test('an incompatible build: the problems are printed once, the activation refused, exit code 1', async (t) => {
  const problems = [{ kind: 'sharedVersion', module: 'react', required: '^99.0.0', provided: '19.3.1' }];
  const portal = await fakePortal(t, {
    'POST /api/deploy/upload': [200, stored('9.0.0', problems)],
    'POST /api/remotes/mall/activate': [409, { status: 409, message: 'deploy.refused', problems }],
  });
  const { lines, io } = output();
  const code = await runDeploy(['mall', '--version', '9.0.0', '--dist', dist(t)], { PORTAL_TOKEN: 'tok', PORTAL_URL: portal.url }, io);
  assert.equal(code, 1);
  assert.match(lines.out.join('\n'), /The checks found a problem with this version:\n {2}- The shared module react: this build requires \^99\.0\.0, the host provides 19\.3\.1\./);
  assert.equal(lines.err.join('\n'), 'The activation was refused (HTTP 409, deploy.refused): This version cannot go live: see the reasons listed.\n'
    + 'Reasons: the problems listed above.');
});

test('a refused upload stops before any activation', async (t) => {
  const portal = await fakePortal(t, { 'POST /api/deploy/upload': [409, { status: 409, message: 'deploy.versionExists' }] });
  const { lines, io } = output();
  const code = await runDeploy(['mall', '--version', '1.2.0', '--dist', dist(t)], { PORTAL_TOKEN: 'tok', PORTAL_URL: portal.url }, io);
  assert.equal(code, 1);
  assert.equal(portal.requests.length, 1);
  assert.equal(lines.err.join('\n'), 'The upload was refused (HTTP 409, deploy.versionExists): This version of the remote exists already; give the build a new version.');
});

test('--no-activate only uploads', async (t) => {
  const portal = await fakePortal(t, { 'POST /api/deploy/upload': [200, stored('1.4.0')] });
  const { io } = output();
  assert.equal(await runDeploy(['mall', '--version', '1.4.0', '--dist', dist(t), '--no-activate'], { PORTAL_TOKEN: 'tok', PORTAL_URL: portal.url }, io), 0);
  assert.deepEqual(portal.requests.map((r) => r.url), ['/api/deploy/upload']);
});

test('usage errors exit 2 and send nothing; a portal that is down exits 1', async (t) => {
  const { lines, io } = output();
  assert.equal(await runDeploy(['mall'], { PORTAL_TOKEN: 'tok' }, io), 2);
  assert.match(lines.err[0], /^deploy: --version is required[\s\S]*Usage: npm run deploy -- <remote> --version <version>/);
  assert.equal(await runDeploy(['no-such-remote', '--version', '1.0.0'], { PORTAL_TOKEN: 'tok' }, io), 2);
  assert.match(lines.err[1], /there is no remote-no-such-remote/);
  assert.equal(await runDeploy(['--help'], {}, io), 0);
  assert.match(lines.out[0], /^Usage:/);

  const down = await runDeploy(['mall', '--version', '1.0.0', '--dist', dist(t), '--url', 'http://127.0.0.1:9'], { PORTAL_TOKEN: 'tok' }, io);
  assert.equal(down, 1);
  assert.match(lines.err.at(-1), /^deploy: could not reach http:\/\/127\.0\.0\.1:9/);
});

test('refused for menu entries only: says how to go live anyway', async (t) => {
  const problems = [{ kind: 'menuModuleMissing', module: 'mall', entries: [{ id: 7, title: 'My interests', component: 'mall/MyInterest' }] }];
  const portal = await fakePortal(t, {
    'POST /api/deploy/upload': [200, stored('1.5.0', problems)],
    'POST /api/remotes/mall/activate': [409, { status: 409, message: 'deploy.refused', problems }],
  });
  const { lines, io } = output();
  assert.equal(await runDeploy(['mall', '--version', '1.5.0', '--dist', dist(t)], { PORTAL_TOKEN: 'tok', PORTAL_URL: portal.url }, io), 1);
  assert.match(lines.out.join('\n'), /Menu entries point at modules this version does not expose: “My interests” \(mall\/MyInterest, menu 7\)\./);
  assert.match(lines.err.join('\n'), /activate it anyway on Maintenance › Deployments, or deploy again with --override-menus/);
});
