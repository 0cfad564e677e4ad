// The architecture's import rules must fail the lint when broken (issue 14): a file importing another remote
// is written into remote-admin's sources for the length of the test, and dependency-cruiser must refuse it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import assert from 'node:assert/strict';

const root = path.resolve(import.meta.dirname, '..');
const cruise = (...paths) => spawnSync(path.join(root, 'node_modules/.bin/depcruise'), ['--config', '.dependency-cruiser.cjs', ...paths], {
  cwd: root, encoding: 'utf8',
});

function withFile(file, text, run) {
  const full = path.join(root, file);
  fs.writeFileSync(full, text);
  try { run(); } finally { fs.rmSync(full, { force: true }); }
}

test('remote-admin importing remote-mall fails the import rules', () => {
  withFile('remote-admin/src/lint-probe-cross-remote.ts', "export { MallHomePage } from '../../remote-mall/src/features/home/components/mall-home-page';\n", () => {
    const result = cruise('remote-admin/src');
    assert.notEqual(result.status, 0);
    assert.match(result.stdout, /remote-to-other-remote/);
  });
});

test('a remote importing the host, and the server importing React, fail too', () => {
  withFile('remote-mall/src/lint-probe-host.ts', "export * from '../../host-shell/src/components/page-link';\n", () => {
    assert.match(cruise('remote-mall/src').stdout, /remote-to-host/);
  });
  withFile('server/src/lint-probe-react.ts', "export { useState } from 'react';\n", () => {
    assert.match(cruise('server/src').stdout, /server-no-react|not-to-unresolvable/);
  });
});

test('the host importing a remote fails, the page documents included (issue 28)', () => {
  withFile('host-shell/src/lint-probe-remote.ts', "export * from '../../remote-mall/src/document-page/mall-routes';\n", () => {
    assert.match(cruise('host-shell/src').stdout, /host-to-remote/);
  });
});

test('the server or the extension importing another app fails (issue 28: no app imports another app\'s code)', () => {
  withFile('server/src/lint-probe-remote.ts', "export * from '../../remote-mall/src/document-page/mall-routes';\n", () => {
    assert.match(cruise('server/src').stdout, /app-to-other-app/);
  });
  withFile('extension/src/lint-probe-server.ts', "export * from '../../server/src/modules/web/safe-path';\n", () => {
    assert.match(cruise('extension/src').stdout, /app-to-other-app/);
  });
});

test('the sources as they are pass', () => {
  const result = cruise('remote-admin/src', 'shared-contracts/src');
  assert.equal(result.status, 0, result.stdout);
});
