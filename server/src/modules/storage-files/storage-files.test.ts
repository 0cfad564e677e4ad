import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { PICTURE_MAX_BYTES } from 'shared-contracts/api/picture-upload';
import { STORAGE_FILE_MAX_BYTES, storageFilePageSchema, storageFileSchema, type StorageFile } from 'shared-contracts/api/storage-files';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { gifBytes, pngBytes } from '../users/users-kit';
import { download, sendUpload, type FormFile } from './storage-files-kit';

const dataDir = path.join(os.tmpdir(), `portal-storage-files-${crypto.randomUUID()}`);
afterAll(async () => { await fs.rm(dataDir, { recursive: true, force: true }); });
const { server, tokens } = useTestServer({ env: { DATA_DIR: dataDir }, signIn: ['admin', 'operator'] });

const upload = (files: FormFile[], fields: Record<string, string> = {}, path = '/api/localStorage/upload') =>
  sendUpload(server, tokens.admin, path, files, fields);
const uploaded = async (files: FormFile[], fields: Record<string, string> = {}, path?: string): Promise<StorageFile> => {
  const res = await upload(files, fields, path);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return storageFileSchema.parse(res.body);
};
const list = async (query = '') =>
  storageFilePageSchema.parse((await server.call('GET', `/api/localStorage${query}`, { token: tokens.admin })).body);
const keyOf = async (id: number) =>
  (await rows<{ storage_key: string }>(server, sql`select storage_key from sys_local_storage where id = ${id}`))[0]?.storage_key;
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('api/localStorage', () => {
  it('uploads, lists, renames, downloads byte for byte and deletes a file with its bytes', async () => {
    const file = await uploaded([{ bytes: pdf(), filename: 'quote.pdf', type: 'text/html' }], { name: '  报价单 2024  ' });
    expect(file).toMatchObject({ name: '报价单 2024', suffix: 'pdf', type: 'document', contentType: 'application/pdf', size: pdf().length, createdBy: 'admin' });
    expect(file.url).toBe(`/api/localStorage/${file.id}/download`);
    const key = await keyOf(file.id);
    expect(key).toMatch(/^files\/[0-9a-f-]{36}\.pdf$/);

    expect((await list()).content[0]).toEqual(file);

    const renamed = await server.call('PUT', '/api/localStorage', { token: tokens.admin, body: { id: file.id, name: 'Hợp đồng mua hàng' } });
    expect(renamed.status).toBe(200);
    expect(storageFileSchema.parse(renamed.body)).toMatchObject({ id: file.id, name: 'Hợp đồng mua hàng' });

    const got = await download(server, tokens.admin, file.id);
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(pdf());
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="H_p __ng mua h_ng.pdf"; filename*=UTF-8''${encodeURIComponent('Hợp đồng mua hàng.pdf')}`,
    );

    const deleted = await server.call('DELETE', '/api/localStorage', { token: tokens.admin, body: [file.id] });
    expect(deleted.body).toEqual({ ok: true });
    expect(await countRows(server, 'sys_local_storage', sql`id = ${file.id}`)).toBe(0);
    expect(await server.app.storage.get(key!)).toBeNull();
    expect((await download(server, tokens.admin, file.id)).status).toBe(404);
  });

  it('decides the type by the bytes: a declared or named type counts for nothing', async () => {
    const png = await uploaded([{ bytes: pngBytes(), filename: 'notes.txt', type: 'text/plain' }]);
    expect(png).toMatchObject({ name: 'notes.txt', suffix: 'png', type: 'image', contentType: 'image/png' });
    expect(await keyOf(png.id)).toMatch(/\.png$/);
    // Bytes without a signature are kept as octet-stream; the name's extension only labels them.
    const page = await uploaded([{ bytes: '<!doctype html><script>alert(1)</script>', filename: 'page.html', type: 'text/html' }]);
    expect(page).toMatchObject({ suffix: 'html', type: 'other', contentType: 'application/octet-stream' });
    const got = await download(server, tokens.admin, page.id);
    expect(got.headers.get('content-type')).toBe('application/octet-stream');
    expect(got.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const csv = await uploaded([{ bytes: 'a,b\n1,2\n', filename: 'rows.CSV' }]);
    expect(csv).toMatchObject({ suffix: 'csv', type: 'document', contentType: 'application/octet-stream' });
    expect(await keyOf(csv.id)).toMatch(/\.csv$/);
    const unknown = await uploaded([{ bytes: 'x', filename: 'no-extension' }]);
    expect(unknown).toMatchObject({ name: 'no-extension', suffix: '', type: 'other' });
    expect(await keyOf(unknown.id)).toMatch(/^files\/[0-9a-f-]{36}\.bin$/);
  });

  it('never makes the key from a name: separators and .. stay a label', async () => {
    for (const [filename, name] of [['../../../etc/passwd', undefined], ['x.png', '../../avatars/evil.png'], ['..\\..\\boot.ini', undefined]] as const) {
      const file = await uploaded([{ bytes: pngBytes(), filename }], name ? { name } : {});
      expect(await keyOf(file.id)).toMatch(/^files\/[0-9a-f-]{36}\.png$/);
      expect(file.name).toBe(name ?? filename.split(/[/\\]/).pop());
      expect((await download(server, tokens.admin, file.id)).bytes).toEqual(pngBytes());
    }
    const files = await fs.readdir(path.join(dataDir, 'uploads'), { recursive: true });
    expect(files.filter((f) => /passwd|evil|boot/.test(f))).toEqual([]);
  });

  it('names a file after the uploaded one, without control characters, cut to 100 characters', async () => {
    const long = `${'长'.repeat(120)}.pdf`;
    expect((await uploaded([{ bytes: pdf(), filename: long }])).name).toBe('长'.repeat(100));
    expect((await uploaded([{ bytes: pdf(), filename: ' \u0007bell\u0001.pdf ' }])).name).toBe('bell.pdf');
    expect((await uploaded([{ bytes: pdf(), filename: '\u0001' }], { name: ' ' })).name).toBe('file.pdf');
  });

  it('filters by part of the name (any case, % is only itself) and by creation time, newest first, in pages', async () => {
    const a = await uploaded([{ bytes: pdf(), filename: 'Invoice-A.pdf' }]);
    const b = await uploaded([{ bytes: pdf(), filename: 'invoice-b.pdf' }]);
    const pct = await uploaded([{ bytes: pdf(), filename: '100% cotton.pdf' }]);
    await rows(server, sql`update sys_local_storage set created_at = '2024-01-15T10:00:00Z' where id = ${a.id}`);
    expect((await list('?blurry=INVOICE')).content.map((f) => f.id)).toEqual([b.id, a.id]);
    expect((await list('?blurry=%25')).content.map((f) => f.id)).toEqual([pct.id]);
    const january = await list(`?createdFrom=${encodeURIComponent('2024-01-15T00:00:00+07:00')}&createdTo=${encodeURIComponent('2024-01-15T23:59:59.999+07:00')}`);
    expect(january.content.map((f) => f.id)).toEqual([a.id]);
    const all = await list('?size=100');
    const second = await list('?page=1&size=2');
    expect(second.content.map((f) => f.id)).toEqual(all.content.slice(2, 4).map((f) => f.id));
    expect(second.totalElements).toBe(all.totalElements);
  });

  it('takes pictures only on api/localStorage/pictures, and api/localStorage is the same upload', async () => {
    const gif = await uploaded([{ bytes: gifBytes(), filename: 'logo.gif' }], {}, '/api/localStorage/pictures');
    expect(gif).toMatchObject({ type: 'image', contentType: 'image/gif', url: `/api/localStorage/${gif.id}/download` });
    for (const bytes of [pdf(), Buffer.from('plain text, named .gif')]) {
      const refused = await upload([{ bytes, filename: 'x.gif', type: 'image/gif' }], {}, '/api/localStorage/pictures');
      expect(refused).toEqual({ status: 400, body: { status: 400, message: MessageKey.uploadTypeNotAllowed } });
    }
    const tooBig = await upload([{ bytes: Buffer.concat([pngBytes(), Buffer.alloc(PICTURE_MAX_BYTES)]), filename: 'big.png' }], {}, '/api/localStorage/pictures');
    expect(tooBig.body.message).toBe(MessageKey.uploadFileTooLarge);
    expect((await uploaded([{ bytes: pdf(), filename: 'alias.pdf' }], {}, '/api/localStorage')).name).toBe('alias.pdf');
  });

  it('refuses oversized, empty, missing and broken uploads and bad names, keeping nothing', async () => {
    const before = await countRows(server, 'sys_local_storage');
    const cases: Array<[FormFile[], Record<string, string>, number, string]> = [
      [[{ bytes: Buffer.alloc(STORAGE_FILE_MAX_BYTES + 1) }], {}, 413, MessageKey.uploadFileTooLarge],
      [[{ bytes: '' }], {}, 400, MessageKey.uploadFileRequired],
      [[{ bytes: 'x', field: 'other' }], {}, 400, MessageKey.uploadFileRequired],
      [[{ bytes: 'x' }, { bytes: 'y' }], {}, 400, MessageKey.uploadInvalidForm],
      [[{ bytes: 'x' }], { name: 'a\u0000b' }, 400, MessageKey.invalidCharacters],
      [[{ bytes: 'x' }], { name: 'n'.repeat(101) }, 400, MessageKey.tooLong],
    ];
    for (const [files, fields, status, message] of cases) {
      const res = await upload(files, fields);
      expect([res.status, res.body.message], JSON.stringify(fields)).toEqual([status, message]);
    }
    const notAForm = await server.call('POST', '/api/localStorage/upload', { token: tokens.admin, body: { file: 'x' } });
    expect([notAForm.status, notAForm.body.message]).toEqual([400, MessageKey.uploadInvalidForm]);
    expect(await countRows(server, 'sys_local_storage')).toBe(before);
    // A file of exactly the limit is taken.
    expect((await upload([{ bytes: Buffer.alloc(STORAGE_FILE_MAX_BYTES, 1), filename: 'max.bin' }])).status).toBe(201);
  });

  it('deletes all or none: an unknown id keeps every file', async () => {
    const kept = await uploaded([{ bytes: pngBytes(), filename: 'kept.png' }]);
    const res = await server.call('DELETE', '/api/localStorage', { token: tokens.admin, body: [kept.id, 999999] });
    expect(res.body).toEqual({ status: 404, message: MessageKey.storageFileNotFound });
    expect((await download(server, tokens.admin, kept.id)).bytes).toEqual(pngBytes());
    const twice = await server.call('DELETE', '/api/localStorage', { token: tokens.admin, body: [kept.id, kept.id] });
    expect(twice.body).toEqual({ ok: true });
  });

  it('answers unknown ids with 404 and bad input with 400, never 500', async () => {
    const rename = (body: unknown) => server.call('PUT', '/api/localStorage', { token: tokens.admin, body });
    expect((await rename({ id: 999999, name: 'x' })).body).toEqual({ status: 404, message: MessageKey.storageFileNotFound });
    expect((await download(server, tokens.admin, 999999)).status).toBe(404);
    const file = await uploaded([{ bytes: pdf(), filename: 'a.pdf' }]);
    const bad: Array<[unknown, string]> = [
      [{ id: file.id, name: '  ' }, MessageKey.required],
      [{ id: file.id, name: 'x'.repeat(101) }, MessageKey.tooLong],
      [{ id: file.id, name: 'tab\there' }, MessageKey.invalidCharacters],
      [{ id: 'one', name: 'x' }, MessageKey.invalidNumber],
      [{ id: -1, name: 'x' }, MessageKey.invalidNumber],
    ];
    for (const [body, key] of bad) {
      const res = await rename(body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, key]);
    }
    for (const body of [[], ['1'], [0], [2_147_483_648], {}]) {
      expect((await server.call('DELETE', '/api/localStorage', { token: tokens.admin, body })).status, JSON.stringify(body)).toBe(400);
    }
    for (const query of ['?page=-1', '?size=0', '?createdFrom=yesterday', `?blurry=${'b'.repeat(101)}`, '?blurry=%00']) {
      expect((await server.call('GET', `/api/localStorage${query}`, { token: tokens.admin })).status, query).toBe(400);
    }
    for (const id of ['abc', '0', '-5', '99999999999']) {
      expect((await server.call('GET', `/api/localStorage/${id}/download`, { token: tokens.admin })).status, id).toBe(400);
    }
  });

  it('answers 404 for a row whose bytes are gone', async () => {
    const file = await uploaded([{ bytes: pdf(), filename: 'lost.pdf' }]);
    await server.app.storage.delete((await keyOf(file.id))!);
    expect(await download(server, tokens.admin, file.id)).toMatchObject({ status: 404 });
  });
});

describe('api/localStorage permissions', () => {
  it('refuses the operator (no storage:* code) on every route with 403, and anonymous callers with 401', async () => {
    const file = await uploaded([{ bytes: pdf(), filename: 'secret.pdf' }]);
    const asOperator = [
      await server.call('GET', '/api/localStorage', { token: tokens.operator }),
      await server.call('GET', `/api/localStorage/${file.id}/download`, { token: tokens.operator }),
      await sendUpload(server, tokens.operator, '/api/localStorage/upload', [{ bytes: pdf() }]),
      await sendUpload(server, tokens.operator, '/api/localStorage', [{ bytes: pdf() }]),
      await sendUpload(server, tokens.operator, '/api/localStorage/pictures', [{ bytes: pngBytes() }]),
      await server.call('PUT', '/api/localStorage', { token: tokens.operator, body: { id: file.id, name: 'x' } }),
      await server.call('DELETE', '/api/localStorage', { token: tokens.operator, body: [file.id] }),
    ];
    expect(asOperator.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    const anonymous = await server.call('GET', '/api/localStorage');
    expect(anonymous.status).toBe(401);
    expect((await list()).content.find((f) => f.id === file.id)?.name).toBe('secret.pdf');
  });

  it('lets a role with only storage:list read and download, but not write', async () => {
    const [role] = await rows<{ id: number }>(server, sql`select id from sys_role where name = 'operator'`);
    const [menu] = await rows<{ id: number }>(server, sql`select id from sys_menu where permission = 'storage:list'`);
    await rows(server, sql`insert into sys_roles_menus (role_id, menu_id) values (${role!.id}, ${menu!.id})`);
    const file = await uploaded([{ bytes: pdf(), filename: 'shared.pdf' }]);
    expect((await server.call('GET', '/api/localStorage', { token: tokens.operator })).status).toBe(200);
    expect((await download(server, tokens.operator, file.id)).bytes).toEqual(pdf());
    expect((await sendUpload(server, tokens.operator, '/api/localStorage/upload', [{ bytes: pdf() }])).status).toBe(403);
    expect((await server.call('DELETE', '/api/localStorage', { token: tokens.operator, body: [file.id] })).status).toBe(403);
  });
});
