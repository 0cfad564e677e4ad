import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failuresOf } from './test-failures.mjs';

test('vitest: each failed test with its file and first error line, and a file that failed outside its tests', () => {
  const report = {
    numFailedTests: 1,
    testResults: [
      {
        name: '/tmp/ci/remote-admin/src/features/roles/role-page.test.tsx', status: 'failed',
        assertionResults: [
          { fullName: 'roles adds a role', status: 'failed', failureMessages: ['\x1b[31mAssertionError: expected false to be true\x1b[39m\n    at role-page.test.tsx:85:43'] },
          { fullName: 'roles lists roles', status: 'passed', failureMessages: [] },
        ],
      },
      { name: '/tmp/ci/server/test/harness.test.ts', status: 'failed', message: '\nError: Hook timed out in 60000ms\n at x', assertionResults: [] },
      { name: '/tmp/ci/server/src/a.test.ts', status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
    ],
  };
  assert.deepEqual(failuresOf('unit-remote-admin.json', report), [
    { name: 'src/features/roles/role-page.test.tsx › roles adds a role', error: 'AssertionError: expected false to be true' },
    { name: 'test/harness.test.ts', error: 'Error: Hook timed out in 60000ms' },
  ]);
});

test('Playwright: failed and flaky journeys, nested describes, with the failed attempt\'s error', () => {
  const report = {
    stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
    suites: [{
      title: 'order.spec.ts', file: 'order.spec.ts',
      specs: [{ title: 'an order', line: 54, tests: [{ status: 'unexpected', results: [{ status: 'timedOut', error: { message: 'Test timeout of 60000ms exceeded.' } }] }] }],
      suites: [{
        title: 'on a phone', file: 'order.spec.ts',
        specs: [
          { title: 'fits', line: 80, tests: [{ status: 'flaky', results: [{ status: 'failed', errors: [{ message: 'expect(locator).toBeVisible() failed\nLocator: x' }] }, { status: 'passed' }] }] },
          { title: 'passes', line: 90, tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
        ],
      }],
    }],
  };
  assert.deepEqual(failuresOf('e2e.json', report), [
    { name: 'order.spec.ts:54 an order', error: 'Test timeout of 60000ms exceeded.' },
    { name: 'order.spec.ts:80 fits (flaky: passed on retry)', error: 'expect(locator).toBeVisible() failed' },
  ]);
});

test('node:test TAP: the failed tests, not the suites that failed only through them', () => {
  const tap = [
    'TAP version 13',
    '# Subtest: deploy',
    '    # Subtest: refuses a build',
    '    not ok 1 - refuses a build',
    '      ---',
    "      failureType: 'testCodeFailure'",
    "      error: '1 == 2'",
    '      ...',
    '    # Subtest: uploads',
    '    ok 2 - uploads',
    '      ---',
    '      ...',
    'not ok 1 - deploy',
    '  ---',
    "  failureType: 'subtestsFailed'",
    "  error: '1 subtest failed'",
    '  ...',
    'not ok 2 - new remote',
    '  ---',
    "  failureType: 'testCodeFailure'",
    '  error: |-',
    '    boom',
    '    second line',
    '  ...',
    'ok 3 - fine',
    '# fail 2',
  ].join('\n');
  assert.deepEqual(failuresOf('unit-scripts.tap', tap), [
    { name: 'refuses a build', error: '1 == 2' },
    { name: 'new remote', error: 'boom' },
  ]);
});
