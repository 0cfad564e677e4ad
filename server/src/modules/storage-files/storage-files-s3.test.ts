import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFileSchema } from 'shared-contracts/api/storage-files';
import { loadConfig } from '../../config/env';
import { startTestServer, type TestServer } from '../../../test/harness';
import { signIn } from '../../../test/accounts';
import { rows } from '../../../test/rows';
import { S3Storage } from '../../plugins/app/s3-storage';
import { startS3Emulator, type S3Emulator } from '../../plugins/app/s3-test-kit';
import storagePlugin from '../../plugins/app/storage';
import { pngBytes } from '../users/users-kit';
import { download, sendUpload } from './storage-files-kit';

/** The app with STORAGE_DRIVER=s3 against the emulator: uploads land in the bucket, nothing on the local disk. */
let emulator: S3Emulator;
let server: TestServer;
let bucket: S3Storage;
let token: string;
const dataDir = path.join(os.tmpdir(), `portal-s3-app-${crypto.randomUUID()}`);

beforeAll(async () => {
  emulator = await startS3Emulator();
  server = await startTestServer({ ...emulator.env, S3_PREFIX: 'portal', DATA_DIR: dataDir });
  token = await signIn(server, 'admin');
  const config = loadConfig(emulator.env).storage;
  if (config.driver !== 's3') throw new Error('the emulator environment names the s3 driver');
  bucket = new S3Storage({ ...config, prefix: 'portal' });
});
afterAll(async () => {
  bucket?.close();
  await server?.close();
  await emulator?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the storage tool on S3', () => {
  it('keeps an upload in the bucket, downloads it byte for byte, and deletes the object with the row', async () => {
    const res = await sendUpload(server, token, '/api/localStorage/upload', [{ bytes: pngBytes(), filename: '商品图.png' }]);
    expect(res.status).toBe(201);
    const file = storageFileSchema.parse(res.body);
    const [row] = await rows<{ storage_key: string }>(server, sql`select storage_key from sys_local_storage where id = ${file.id}`);
    const object = await bucket.get(row!.storage_key);
    expect(object?.contentType).toBe('image/png');
    expect(await buffer(object!.body)).toEqual(pngBytes());

    const got = await download(server, token, file.id);
    expect(got.bytes).toEqual(pngBytes());
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('商品图.png')}`);
    // Nothing went to the local disk.
    await expect(fs.readdir(path.join(dataDir, 'uploads'))).rejects.toMatchObject({ code: 'ENOENT' });

    expect((await server.call('DELETE', '/api/localStorage', { token, body: [file.id] })).body).toEqual({ ok: true });
    expect(await bucket.get(row!.storage_key)).toBeNull();
  });

  it('serves an avatar uploaded through the personal centre from the bucket', async () => {
    const form = new FormData();
    form.append('avatar', new Blob([pngBytes([0, 128, 0, 255])], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${server.url}/api/users/updateAvatar`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const { avatarName } = (await res.json()) as { avatarName: string };
    expect(await bucket.get(`avatars/${avatarName}`)).not.toBeNull();
    const served = await fetch(`${server.url}/avatar/${avatarName}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pngBytes([0, 128, 0, 255]));
  });
});

describe('a misconfigured S3 storage', () => {
  it('stops the start with a message naming the bucket', async () => {
    const app = Fastify();
    app.decorate('config', loadConfig({ ...emulator.env, S3_BUCKET: 'missing-bucket' }));
    await expect(app.register(storagePlugin)).rejects.toThrow(/S3 storage: bucket "missing-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used/);
    await app.close().catch(() => undefined);
  });
});
