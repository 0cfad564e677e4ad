import assert from 'node:assert/strict';
import test from 'node:test';
import { DEFAULT_PORTAL_URL, parseDeployArgs, UsageError } from './deploy-args.mjs';

const env = { PORTAL_TOKEN: 'token-from-env' };

test('a remote and a version, the rest from the environment or the defaults', () => {
  assert.deepEqual(parseDeployArgs(['mall', '--version', '1.4.0'], env), {
    help: false, remote: 'mall', version: '1.4.0', url: DEFAULT_PORTAL_URL, token: 'token-from-env', dist: null,
    build: true, activate: true, canary: null, overrideMenus: false,
  });
  const fromEnv = parseDeployArgs(['orders', '--version=2.0.0-rc.1'], { PORTAL_URL: 'https://portal.example/', PORTAL_TOKEN: 't' });
  assert.equal(fromEnv.url, 'https://portal.example');
  assert.equal(fromEnv.version, '2.0.0-rc.1');
});

test('options win over the environment', () => {
  const options = parseDeployArgs(['mall', '--version', '1.0.1', '--url', 'http://127.0.0.1:9000', '--token', 'mine',
    '--no-build', '--override-menus'], { ...env, PORTAL_URL: 'http://elsewhere' });
  assert.equal(options.url, 'http://127.0.0.1:9000');
  assert.equal(options.token, 'mine');
  assert.equal(options.build, false);
  assert.equal(options.overrideMenus, true);
});

test('--dist uploads another folder and does not build; --no-activate only uploads', () => {
  const options = parseDeployArgs(['mall', '--version', '1.0.1', '--dist', '/tmp/patched', '--no-activate'], env);
  assert.equal(options.dist, '/tmp/patched');
  assert.equal(options.build, false);
  assert.equal(options.activate, false);
});

test('a canary by share, by roles, or both', () => {
  assert.deepEqual(parseDeployArgs(['mall', '--version', '1', '--canary-percent', '10'], env).canary, { percent: 10, roles: [] });
  assert.deepEqual(parseDeployArgs(['mall', '--version', '1', '--canary-roles', 'purchaser, operator,'], env).canary,
    { percent: 0, roles: ['purchaser', 'operator'] });
  assert.deepEqual(parseDeployArgs(['mall', '--version', '1', '--canary-percent=100', '--canary-roles=a'], env).canary,
    { percent: 100, roles: ['a'] });
});

test('--help needs nothing else', () => {
  assert.deepEqual(parseDeployArgs(['--help'], {}), { help: true });
  assert.deepEqual(parseDeployArgs(['-h'], {}), { help: true });
});

for (const [why, argv, message] of [
  ['no remote', ['--version', '1.0.0'], /name the remote/],
  ['two remotes', ['mall', 'orders', '--version', '1.0.0'], /one remote at a time/],
  ['no version', ['mall'], /--version is required/],
  ['an empty version', ['mall', '--version', ' '], /--version is required/],
  ['an unknown option', ['mall', '--version', '1.0.0', '--force'], /Unknown option '--force'/],
  ['a value missing', ['mall', '--version'], /argument missing/],
  ['a bad URL', ['mall', '--version', '1.0.0', '--url', 'portal'], /not a URL: portal/],
  ['a URL of another scheme', ['mall', '--version', '1.0.0', '--url', 'ftp://portal'], /must be http\(s\)/],
  ['a share over 100', ['mall', '--version', '1.0.0', '--canary-percent', '101'], /whole number from 0 to 100/],
  ['a share that is no number', ['mall', '--version', '1.0.0', '--canary-percent', '5%'], /whole number from 0 to 100/],
  ['a canary for nobody', ['mall', '--version', '1.0.0', '--canary-percent', '0'], /a share of users above 0 or at least one role/],
  ['empty roles', ['mall', '--version', '1.0.0', '--canary-roles', ' , '], /at least one role code/],
  ['a canary that is not activated', ['mall', '--version', '1.0.0', '--canary-percent', '5', '--no-activate'], /contradict/],
]) {
  test(`usage error: ${why}`, () => {
    assert.throws(() => parseDeployArgs(argv, env), (error) => error instanceof UsageError && message.test(error.message));
  });
}

test('usage error: no token anywhere', () => {
  assert.throws(() => parseDeployArgs(['mall', '--version', '1.0.0'], {}), /no token: pass --token or set PORTAL_TOKEN/);
});
