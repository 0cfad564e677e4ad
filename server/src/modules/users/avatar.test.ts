import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarNamePattern } from 'shared-contracts/api/users';
import type { TestServer } from '../../../test/harness';
import {
  gifBytes, jpegBytes, makeMember, pngBytes, sendForm, startServerWithUploads, storedFiles, uploadAvatar, userRow, webpBytes,
} from './users-kit';

let server: TestServer & { dataDir: string };
beforeAll(async () => { server = await startServerWithUploads(); });
afterAll(async () => { await server?.close(); });

const fileOnDisk = (name: string) => path.join(server.dataDir, 'uploads', 'avatars', name);
const getAvatar = (name: string, method = 'GET') => fetch(`${server.url}/avatar/${name}`, { method });

describe('POST /api/users/updateAvatar', () => {
  it('stores a real PNG under a generated name and serves it back byte for byte', async () => {
    const member = await makeMember(server, 'avatar.png');
    const png = pngBytes();
    const res = await uploadAvatar(server, member.token, [{ bytes: png, filename: 'my photo.png' }]);
    expect(res.status).toBe(200);
    const { avatarName, user } = res.body;
    expect(avatarName).toMatch(avatarNamePattern);
    expect(avatarName).toMatch(/\.png$/);
    expect(user).toMatchObject({ id: member.userId, username: 'avatar.png', avatarName });
    expect((await userRow(server, member.userId)).avatar_name).toBe(avatarName);
    expect((await server.call('GET', '/auth/info', { token: member.token })).body.avatarName).toBe(avatarName);
    expect(await fs.readFile(fileOnDisk(avatarName))).toEqual(png);

    const served = await getAvatar(avatarName);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-length')).toBe(String(png.length));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const head = await getAvatar(avatarName, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
  });

  it.each([
    ['GIF', gifBytes, 'image/gif', 'gif'],
    ['JPEG', jpegBytes, 'image/jpeg', 'jpg'],
    ['WebP', webpBytes, 'image/webp', 'webp'],
  ])('accepts a %s, named and served by its sniffed type whatever was declared', async (_kind, bytes, mime, ext) => {
    const member = await makeMember(server, `avatar.${ext}`);
    const res = await uploadAvatar(server, member.token, [{ bytes: bytes(), filename: 'picture.png', type: 'application/octet-stream' }]);
    expect(res.status).toBe(200);
    expect(res.body.avatarName).toMatch(new RegExp(`\\.${ext}$`));
    const served = await getAvatar(res.body.avatarName);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes());
  });

  it('deletes the previous file when a new avatar replaces it', async () => {
    const member = await makeMember(server, 'avatar.twice');
    const first = await uploadAvatar(server, member.token, [{ bytes: pngBytes([255, 0, 0, 255]) }]);
    const second = await uploadAvatar(server, member.token, [{ bytes: gifBytes(), filename: 'b.gif', type: 'image/gif' }]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.avatarName).not.toBe(first.body.avatarName);
    await expect(fs.stat(fileOnDisk(first.body.avatarName))).rejects.toMatchObject({ code: 'ENOENT' });
    const gone = await getAvatar(first.body.avatarName);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ status: 404, message: 'error.notFound' });
    expect((await getAvatar(second.body.avatarName)).status).toBe(200);
    expect((await storedFiles(server.dataDir)).filter((f) => f.includes(first.body.avatarName))).toEqual([]);
  });

  it('leaves no file behind when two uploads of one user race', async () => {
    const member = await makeMember(server, 'avatar.race');
    const results = await Promise.all([1, 2, 3].map((n) => uploadAvatar(server, member.token, [{ bytes: pngBytes([n, n, n, 255]) }])));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const current = (await userRow(server, member.userId)).avatar_name;
    const names = results.map((r) => r.body.avatarName as string);
    // The avatar and its thumbnail (docs/storage.md), each with its metadata; nothing of the other two.
    const onDisk = (await storedFiles(server.dataDir)).filter((f) => names.some((n) => f.includes(n)));
    expect(onDisk).toEqual([
      `.meta/avatars/${current}.json`, `.meta/avatars/${current}.thumb.webp.json`, `avatars/${current}`, `avatars/${current}.thumb.webp`,
    ]);
  });

  it('changes only the signed-in user, whatever the form says', async () => {
    const owner = await makeMember(server, 'avatar.owner');
    const other = await makeMember(server, 'avatar.other');
    const before = await userRow(server, other.userId);
    const res = await uploadAvatar(server, owner.token, [{ bytes: pngBytes() }], { id: String(other.userId), userId: String(other.userId) });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(owner.userId);
    expect(await userRow(server, other.userId)).toEqual(before);
  });
});

describe('POST /api/users/updateAvatar refusals store nothing', () => {
  let member: { userId: number; token: string };
  let avatarBefore: string | null;
  let filesBefore: string[];
  beforeAll(async () => {
    member = await makeMember(server, 'avatar.refused');
    const res = await uploadAvatar(server, member.token, [{ bytes: pngBytes() }]);
    avatarBefore = res.body.avatarName;
  });

  const expectNothingStored = async () => {
    expect((await userRow(server, member.userId)).avatar_name).toBe(avatarBefore);
    expect(await storedFiles(server.dataDir)).toEqual(filesBefore);
  };

  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(document.cookie)</script></svg>';
  const overLimit = () => Buffer.concat([pngBytes(), Buffer.alloc(AVATAR_MAX_BYTES + 1 - pngBytes().length)]);

  it.each([
    ['a text file named .png', [{ bytes: 'just some text, not an image', filename: 'notes.png', type: 'image/png' }], 400, 'upload.typeNotAllowed'],
    ['an SVG', [{ bytes: svg, filename: 'logo.svg', type: 'image/svg+xml' }], 400, 'upload.typeNotAllowed'],
    ['an SVG named .png', [{ bytes: svg, filename: 'logo.png', type: 'image/png' }], 400, 'upload.typeNotAllowed'],
    ['an HTML page declared as a PNG', [{ bytes: '<!doctype html><script>alert(1)</script>', type: 'image/png' }], 400, 'upload.typeNotAllowed'],
    ['a PDF', [{ bytes: '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', filename: 'a.pdf', type: 'application/pdf' }], 400, 'upload.typeNotAllowed'],
    ['a PNG one byte over 2 MiB', [{ bytes: overLimit() }], 413, 'upload.fileTooLarge'],
    ['a 5 MiB file', [{ bytes: Buffer.alloc(5 * 1024 * 1024, 1) }], 413, 'upload.fileTooLarge'],
    ['an empty file', [{ bytes: Buffer.alloc(0) }], 400, 'upload.fileRequired'],
    ['the file in another field', [{ field: 'file', bytes: pngBytes() }], 400, 'upload.fileRequired'],
    ['two files', [{ bytes: pngBytes() }, { bytes: pngBytes() }], 400, 'upload.invalidForm'],
  ] as const)('refuses %s', async (_what, parts, status, message) => {
    filesBefore = await storedFiles(server.dataDir);
    const res = await uploadAvatar(server, member.token, parts.map((p) => ({ ...p })));
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ status, message });
    await expectNothingStored();
  });

  it('accepts a PNG of exactly 2 MiB', async () => {
    const exact = Buffer.concat([pngBytes(), Buffer.alloc(AVATAR_MAX_BYTES - pngBytes().length)]);
    const other = await makeMember(server, 'avatar.exact');
    expect((await uploadAvatar(server, other.token, [{ bytes: exact }])).status).toBe(200);
  });

  it('refuses a form without a file', async () => {
    filesBefore = await storedFiles(server.dataDir);
    const res = await uploadAvatar(server, member.token, [], { avatar: 'not a file' });
    expect(res).toMatchObject({ status: 400, body: { status: 400, message: 'upload.fileRequired' } });
    await expectNothingStored();
  });

  it.each([
    ['a JSON body', JSON.stringify({ avatar: 'aGVsbG8=' }), { 'content-type': 'application/json' }, 400, 'upload.invalidForm'],
    ['malformed JSON', '{"avatar":', { 'content-type': 'application/json' }, 400, 'error.malformedJson'],
    ['no body at all', undefined, {}, 400, 'upload.invalidForm'],
    ['a form without a boundary', 'x', { 'content-type': 'multipart/form-data' }, 400, 'upload.invalidForm'],
    ['a truncated form', '--XYZ\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      { 'content-type': 'multipart/form-data; boundary=XYZ' }, 400, 'upload.invalidForm'],
    ['garbage in a form', 'this is not multipart at all', { 'content-type': 'multipart/form-data; boundary=XYZ' }, 400, 'upload.invalidForm'],
  ] as const)('refuses %s', async (_what, body, headers, status, message) => {
    filesBefore = await storedFiles(server.dataDir);
    const res = await sendForm(server, member.token, body as RequestInit['body'], { ...headers });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status, message });
    await expectNothingStored();
  });

  it('refuses an anonymous or revoked caller with 401 before reading the file', async () => {
    filesBefore = await storedFiles(server.dataDir);
    expect((await uploadAvatar(server, null, [{ bytes: pngBytes() }])).body).toEqual({ status: 401, message: 'error.unauthorized' });
    expect((await uploadAvatar(server, 'not-a-token', [{ bytes: pngBytes() }])).status).toBe(401);
    await expectNothingStored();
  });

  it('serves the client a usable connection after a refusal (the rest of the body is read or dropped)', async () => {
    const res = await uploadAvatar(server, member.token, [{ bytes: Buffer.alloc(3 * 1024 * 1024, 7) }]);
    expect(res.status).toBe(413);
    expect((await server.call('GET', '/auth/info', { token: member.token })).status).toBe(200);
  });
});

describe('GET /avatar/:name', () => {
  it('answers 404 JSON for an unknown but well-formed name', async () => {
    const res = await getAvatar('0b7c3f0e-8c1d-4a53-9d7e-2f1a4b5c6d7e.png');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ status: 404, message: 'error.notFound' });
  });

  it.each([
    'avatar.png', '0b7c3f0e-8c1d-4a53-9d7e-2f1a4b5c6d7e.svg', '0B7C3F0E-8C1D-4A53-9D7E-2F1A4B5C6D7E.png',
    '..%2F..%2Fpackage.json', '%2e%2e%2fsecret', '..%2F.meta%2Favatars', '.meta',
  ])('refuses the name %s with 400', async (name) => {
    const res = await getAvatar(name);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400, message: 'error.validation' });
  });

  it('answers a name longer than the router takes (100 characters) with the JSON 404', async () => {
    const res = await getAvatar('x'.repeat(300));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: 'error.notFound' });
  });
});
