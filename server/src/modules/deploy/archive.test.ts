import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEPLOY_MAX_FILES, DEPLOY_UNPACKED_MAX_BYTES } from 'shared-contracts/api/deploy';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { HttpError } from '../../plugins/app/errors';
import { readDeployArchive } from './archive';
import { federationManifest, PORTAL_REMOTE_SHARED, remoteDistFiles, remoteZip, SYMLINK_ATTRIBUTES, withDeclaredSize, zipOf } from './test-kit';

const target = { name: 'mall', version: '2.0.0' };
const good = () => remoteDistFiles({ name: 'mall', exposes: ['./MallHome'], shared: PORTAL_REMOTE_SHARED });

/** The refusal `readDeployArchive` throws: its status and message key. */
function refusal(zip: Buffer): { status: number; key: string } {
  try {
    readDeployArchive(zip, target);
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, key: err.messageKey };
    throw err;
  }
  throw new Error('the archive was accepted');
}

describe('readDeployArchive', () => {
  it('unpacks a remote build: every file byte for byte, its manifest read, its router imports', () => {
    const chunk = crypto.randomBytes(5000);
    const archive = readDeployArchive(remoteZip({
      name: 'mall', exposes: ['./MallHome', './MyCart'], shared: PORTAL_REMOTE_SHARED, routerImports: ['Link', 'useNavigate'],
      files: { 'assets/sub/chunk.12345678.js': chunk, 'assets/': '' },
    }), target);
    expect(archive.manifest).toMatchObject({ name: 'mall', remoteEntry: 'remoteEntry.js', exposes: ['./MallHome', './MyCart'] });
    expect(archive.manifest.shared.find((s) => s.name === 'react')).toEqual({
      name: 'react', requiredVersion: '^19.3.1', singleton: true, version: '19.3.1', needsHost: true,
    });
    expect(archive.manifest.shared.find((s) => s.name === 'shared-contracts/api/common')).toMatchObject({ singleton: false, needsHost: false });
    expect(archive.routerImports).toEqual(['Link', 'useNavigate']);
    // The folder entry is not a file.
    expect(archive.files.map((f) => f.path).sort()).toEqual([
      'assets/main.0123abcd.js', 'assets/sub/chunk.12345678.js', 'federation-requirements.json', 'mf-manifest.json', 'remoteEntry.js',
    ]);
    expect(archive.files.find((f) => f.path === 'assets/sub/chunk.12345678.js')?.data.equals(chunk)).toBe(true);
    expect(archive.size).toBe(archive.files.reduce((n, f) => n + f.data.length, 0));
  });

  it('reads stored (uncompressed) entries too, and leaves router imports unknown without the requirements file', () => {
    const files = good();
    const archive = readDeployArchive(zipOf(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, [v as string, { level: 0 }]]))), target);
    expect(archive.files).toHaveLength(3);
    expect(archive.routerImports).toBeNull();
  });

  it.each([
    ['not a zip', Buffer.from('PK\u0003\u0004 but nothing after it'), 400, MessageKey.deployArchiveInvalid],
    ['random bytes', crypto.randomBytes(3000), 400, MessageKey.deployArchiveInvalid],
    ['an empty zip', zipOf({}), 400, MessageKey.deployManifestMissing],
    ['no manifest', zipOf({ 'remoteEntry.js': 'var mall;' }), 400, MessageKey.deployManifestMissing],
    ['the manifest in a folder', zipOf({ 'dist/mf-manifest.json': good()['mf-manifest.json'] as string }), 400, MessageKey.deployManifestMissing],
    ['a manifest that is not JSON', zipOf({ 'mf-manifest.json': '{"name": "mall",' }), 400, MessageKey.deployManifestInvalid],
    ['a manifest of nothing', zipOf({ 'mf-manifest.json': '{"name": "mall"}' }), 400, MessageKey.deployManifestInvalid],
    ['another remote\'s manifest', remoteZip({ name: 'orders' }), 400, MessageKey.deployNameMismatch],
    ['a host\'s manifest (no remote entry)', zipOf({ 'mf-manifest.json': JSON.stringify(federationManifest({ name: 'mall', remoteEntry: '' })) }), 400,
      MessageKey.deployManifestInvalid],
    ['no remote entry', zipOf(Object.fromEntries(Object.entries(good()).filter(([k]) => k !== 'remoteEntry.js'))), 400,
      MessageKey.deployRemoteEntryMissing],
  ])('refuses %s', (_what, zip, status, key) => {
    expect(refusal(zip)).toEqual({ status, key });
  });

  it.each([
    ['../x.js'], ['assets/../../x.js'], ['/abs.js'], ['a\\b.js'], ['C:/windows.js'], ['c:evil.js'], ['./x.js'], ['a/./b.js'],
    ['nul\u0000.js'], ['../'],
  ])('refuses the path %j', (name) => {
    expect(refusal(zipOf({ ...good(), [name]: 'x' }))).toEqual({ status: 400, key: MessageKey.deployArchiveUnsafePath });
  });

  it('refuses a symlink entry, even with a harmless name', () => {
    expect(refusal(zipOf({ ...good(), 'link.js': ['/etc/passwd', SYMLINK_ATTRIBUTES] })))
      .toEqual({ status: 400, key: MessageKey.deployArchiveUnsafePath });
  });

  it.each([['.hidden.js'], ['a b.js'], ['ünïcode.js'], ['a/b/c/d/e/f.js'], ['x..js'], [`${'a'.repeat(129)}.js`]])(
    'refuses the name %j, which the storage cannot hold as it is', (name) => {
      expect(refusal(zipOf({ ...good(), [name]: 'x' }))).toEqual({ status: 400, key: MessageKey.deployArchiveFileName });
    },
  );

  it('refuses more files than the limit before inflating any', () => {
    const many: Record<string, string> = { ...good() as Record<string, string> };
    for (let i = 0; i <= DEPLOY_MAX_FILES; i++) many[`c/${i}.js`] = '';
    expect(refusal(zipOf(many))).toEqual({ status: 413, key: MessageKey.deployArchiveTooLarge });
  });

  it('refuses a declared unpacked size over the limit before inflating anything', () => {
    const zip = withDeclaredSize(zipOf({ ...good(), 'big.js': 'x'.repeat(1000) }), 'big.js', DEPLOY_UNPACKED_MAX_BYTES + 1);
    expect(refusal(zip)).toEqual({ status: 413, key: MessageKey.deployArchiveTooLarge });
  });

  it('stops inflating an entry that is bigger than it says (a zip bomb), and one whose bytes fail the CRC', () => {
    const bomb = withDeclaredSize(zipOf({ ...good(), 'bomb.js': '0'.repeat(5_000_000) }), 'bomb.js', 100);
    expect(refusal(bomb)).toEqual({ status: 400, key: MessageKey.deployArchiveInvalid });
    const stored = zipOf({ ...good(), 'data.js': ['abcdefgh', { level: 0 }] });
    const at = stored.indexOf('abcdefgh');
    stored.write('abcdefgX', at);
    expect(refusal(stored)).toEqual({ status: 400, key: MessageKey.deployArchiveInvalid });
  });

  it('refuses two entries of the same name', () => {
    const one = zipOf({ ...good(), 'dup.js': 'a', 'duq.js': 'b' });
    // Rename the second entry to the first's name in both headers.
    let at = -1;
    while ((at = one.indexOf('duq.js', at + 1)) >= 0) one.write('dup.js', at);
    expect(refusal(one)).toEqual({ status: 400, key: MessageKey.deployArchiveInvalid });
  });
});
