import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { listFiles, zipDist } from './zip-dist.mjs';

/** A dist folder with `files` (path with `/` → text), removed after the test. */
function distWith(t, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-zip-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('the contents of dist sit at the zip root, subfolders with forward slashes, bytes unchanged', (t) => {
  const files = {
    'mf-manifest.json': '{"name":"mall"}',
    'remoteEntry.js': 'var mall;',
    'static/js/async/1403.5e2688e8.js': 'console.log("Cross-border procurement mall");',
    'fonts/ünïcode name.woff2': 'font',
  };
  const dir = distWith(t, files);
  const { archive, fileCount, unpackedBytes } = zipDist(dir);
  const entries = unzipSync(archive);
  assert.deepEqual(Object.keys(entries).sort(), Object.keys(files).sort());
  for (const [file, text] of Object.entries(files)) assert.equal(strFromU8(entries[file]), text, file);
  assert.equal(fileCount, 4);
  assert.equal(unpackedBytes, Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0));
  // No folder of the machine that zipped it, no folder entries, no backslashes.
  for (const name of Object.keys(entries)) assert.match(name, /^[^/\\][^\\]*[^/]$/);
});

test('the same dist gives the same archive', (t) => {
  const dir = distWith(t, { 'mf-manifest.json': '{}', 'a.js': 'a' });
  assert.deepEqual(zipDist(dir).archive, zipDist(dir).archive);
});

test('a folder without mf-manifest.json at its root is not a built remote', (t) => {
  const dir = distWith(t, { 'nested/mf-manifest.json': '{}' });
  assert.throws(() => zipDist(dir), /has no mf-manifest.json: build the remote first/);
  assert.throws(() => zipDist(path.join(dir, 'missing')), /has no mf-manifest.json/);
});

test('a link in dist is refused rather than followed', (t) => {
  const dir = distWith(t, { 'mf-manifest.json': '{}' });
  fs.symlinkSync('/etc/passwd', path.join(dir, 'passwd'));
  assert.throws(() => listFiles(dir), /passwd is not a plain file or folder/);
});
