import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../plugins/app/storage';
import { VersionCopies } from './version-copies';

const MANIFEST = {
  schemaVersion: 1,
  patterns: ['/mall'],
  homePaths: ['/mall'],
  document: 'document/mall.html',
  prerendered: { '/mall': 'document/prerendered/mall.{locale}.html' },
  renderer: { file: 'server/render.cjs', export: 'renderMallPage' },
};
const DOCUMENT = '<html><script defer src="/remotes/mall/document/mall/mall.1.js"></script></html>';

let dir: string;
let storage: LocalDiskStorage;
let unusable: string[];
const copiesOf = () => new VersionCopies(storage, path.join(dir, 'drawn-pages'), (_n, version, reason) => unusable.push(`${version}: ${reason}`));

async function upload(version: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) await storage.put(`deploy/mall/${version}/${file}`, Buffer.from(text), 'text/plain');
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-copies-'));
  storage = new LocalDiskStorage(path.join(dir, 'uploads'));
  unusable = [];
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('VersionCopies', () => {
  it("copies what the version's drawn-pages.json names, its documents loading the version's scripts", async () => {
    await upload('2.0.0', {
      'drawn-pages.json': JSON.stringify(MANIFEST),
      'document/mall.html': DOCUMENT,
      'document/prerendered/mall.vi.html': DOCUMENT.replace('<html>', '<html lang="vi">'),
      'server/render.cjs': 'exports.renderMallPage = async () => "drawn";',
      'document/mall/mall.1.js': 'served from the storage, never copied',
    });
    const folder = await copiesOf().folderOf('mall', '2.0.0');
    expect(folder).toBe(path.join(dir, 'drawn-pages', 'mall', '2.0.0'));
    const read = (file: string) => fs.readFileSync(path.join(folder as string, file), 'utf8');
    expect(read('document/mall.html')).toBe('<html><script defer src="/remotes/mall/v/2.0.0/document/mall/mall.1.js"></script></html>');
    expect(read('document/prerendered/mall.vi.html')).toContain('/remotes/mall/v/2.0.0/document/mall/mall.1.js');
    expect(read('server/render.cjs')).toContain('renderMallPage');
    expect(fs.existsSync(path.join(folder as string, 'document/mall/mall.1.js'))).toBe(false);
    // Nothing half-copied stays behind.
    expect(fs.readdirSync(path.join(dir, 'drawn-pages', '.tmp'))).toEqual([]);
  });

  it('copies once for pages asked together, and two processes sharing the data folder end with one whole copy', async () => {
    await upload('2.0.0', { 'drawn-pages.json': JSON.stringify(MANIFEST), 'document/mall.html': DOCUMENT, 'server/render.cjs': 'exports.renderMallPage = 1;' });
    const one = copiesOf();
    const folders = await Promise.all([...Array.from({ length: 5 }, () => one.folderOf('mall', '2.0.0')), copiesOf().folderOf('mall', '2.0.0')]);
    expect(new Set(folders).size).toBe(1);
    expect(fs.readdirSync(folders[0] as string).sort()).toEqual(['document', 'drawn-pages.json', 'server']);
    expect(fs.readdirSync(path.join(dir, 'drawn-pages', '.tmp'))).toEqual([]);
  });

  it('answers null for a version built without drawn pages, or whose manifest names a file it did not upload', async () => {
    await upload('1.0.0', { 'mf-manifest.json': '{}' });
    await upload('1.1.0', { 'drawn-pages.json': JSON.stringify(MANIFEST), 'document/mall.html': DOCUMENT });
    await upload('1.2.0', { 'drawn-pages.json': '{"schemaVersion":2}' });
    const copies = copiesOf();
    expect(await copies.folderOf('mall', '1.0.0')).toBeNull();
    expect(await copies.folderOf('mall', '1.1.0')).toBeNull();
    expect(await copies.folderOf('mall', '1.2.0')).toBeNull();
    expect(unusable).toEqual([expect.stringMatching(/^1\.1\.0: server\/render\.cjs is named/), expect.stringMatching(/^1\.2\.0: /)]);
    expect(fs.existsSync(path.join(dir, 'drawn-pages', 'mall', '1.1.0'))).toBe(false);
  });
});
