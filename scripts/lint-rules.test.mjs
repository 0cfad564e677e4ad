// The architecture's import rules must fail the lint when broken (issues 14 and 28): files breaking each rule are
// written into the apps' sources for the length of one dependency-cruiser run (one run, not one per rule: each
// costs seconds), and each must be refused by its rule, while every other file there passes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import assert from 'node:assert/strict';

const root = path.resolve(import.meta.dirname, '..');

/** Each probe: the file written, what it imports, and the rule(s) that must refuse it. */
const PROBES = {
  crossRemote: { file: 'remote-admin/src/lint-probe-cross-remote.ts', text: "export { MallHomePage } from '../../remote-mall/src/features/home/components/mall-home-page';\n", rule: /remote-to-other-remote/ },
  remoteToHost: { file: 'remote-mall/src/lint-probe-host.ts', text: "export * from '../../host-shell/src/components/page-link';\n", rule: /remote-to-host/ },
  serverReact: { file: 'server/src/lint-probe-react.ts', text: "export { useState } from 'react';\n", rule: /server-no-react|not-to-unresolvable/ },
  hostToRemote: { file: 'host-shell/src/lint-probe-remote.ts', text: "export * from '../../remote-mall/src/document-page/mall-routes';\n", rule: /host-to-remote/ },
  serverToRemote: { file: 'server/src/lint-probe-remote.ts', text: "export * from '../../remote-mall/src/document-page/mall-routes';\n", rule: /app-to-other-app/ },
  extensionToServer: { file: 'extension/src/lint-probe-server.ts', text: "export * from '../../server/src/modules/web/safe-path';\n", rule: /app-to-other-app/ },
};
const FOLDERS = ['remote-admin/src', 'remote-mall/src', 'host-shell/src', 'server/src', 'extension/src', 'shared-contracts/src'];

let output = '';
let status = 0;

before(() => {
  for (const { file, text } of Object.values(PROBES)) fs.writeFileSync(path.join(root, file), text);
  try {
    const result = spawnSync(path.join(root, 'node_modules/.bin/depcruise'), ['--config', '.dependency-cruiser.cjs', ...FOLDERS], {
      cwd: root, encoding: 'utf8',
    });
    output = result.stdout;
    status = result.status ?? 1;
  } finally {
    for (const { file } of Object.values(PROBES)) fs.rmSync(path.join(root, file), { force: true });
  }
});

/** The rules dependency-cruiser named for violations from `file`. */
const rulesBrokenBy = (file) => output.split('\n').filter((line) => line.includes(`: ${file} →`)).join('\n');

const refused = ({ file, rule }) => {
  assert.notEqual(status, 0);
  assert.match(rulesBrokenBy(file), rule, output);
};

test('remote-admin importing remote-mall fails the import rules', () => refused(PROBES.crossRemote));

test('a remote importing the host, and the server importing React, fail too', () => {
  refused(PROBES.remoteToHost);
  refused(PROBES.serverReact);
});

test('the host importing a remote fails, the page documents included (issue 28)', () => refused(PROBES.hostToRemote));

test('the server or the extension importing another app fails (issue 28: no app imports another app\'s code)', () => {
  refused(PROBES.serverToRemote);
  refused(PROBES.extensionToServer);
});

test('the sources as they are pass', () => {
  const probes = new Set(Object.values(PROBES).map(({ file }) => file));
  const others = output.split('\n').filter((line) => /^\s*(error|warn)\s/.test(line))
    .filter((line) => ![...probes].some((file) => line.includes(file)));
  assert.deepEqual(others, [], output);
});
