// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { extensionPackageSchema } from 'shared-contracts/api/collect-extension';
import { buildExtension } from './build.mjs';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'collect-extension-build-'));
afterAll(() => { fs.rmSync(out, { recursive: true, force: true }); });

describe('the extension build', () => {
  it('writes the unpacked folder, the versioned zip and latest.json, the same bytes when nothing changed', async () => {
    const first = await buildExtension(out);
    const bytes = fs.readFileSync(path.join(out, first.fileName));
    const second = await buildExtension(out);
    expect(extensionPackageSchema.parse(JSON.parse(fs.readFileSync(path.join(out, 'latest.json'), 'utf8')))).toEqual(second);
    const { version } = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8'));
    expect(second).toMatchObject({ version, fileName: `procurement-collector-${version}.zip`, bytes: bytes.byteLength, sha256: first.sha256, builtTime: first.builtTime });
    expect(fs.readFileSync(path.join(out, second.fileName)).equals(bytes)).toBe(true);

    const files = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(files).sort()).toEqual([...fs.readdirSync(path.join(out, 'unpacked'), { recursive: true })]
      .map(String).filter((f) => fs.statSync(path.join(out, 'unpacked', f)).isFile()).sort());
    const manifest = JSON.parse(strFromU8(files['manifest.json']));
    expect(manifest).toMatchObject({ manifest_version: 3, version, background: { service_worker: 'background.js' }, optional_host_permissions: ['http://*/*', 'https://*/*'] });
    expect(manifest.host_permissions).toBeUndefined();
    // The content script runs on every item page: it carries no zod (the service worker checks what is sent).
    expect(files['content.js'].byteLength).toBeLessThan(150_000);
    for (const file of ['background.js', 'content.js', 'options.js', 'options.html', '_locales/en/messages.json', '_locales/zh_CN/messages.json', '_locales/vi/messages.json']) {
      expect(files[file], file).toBeDefined();
    }
  }, 60_000);
});
