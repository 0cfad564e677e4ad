import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { S3Storage } from './s3-storage';
import { startS3Emulator, type S3Emulator } from './s3-test-kit';
import { attachmentDisposition, InvalidStorageKey, isStorageKey, LocalDiskStorage, type FileStorage } from './storage';

const listFiles = async (dir: string) => (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();

type Provider = { storage: FileStorage; /** Every file the provider's backing store holds, to prove a refused call wrote nothing. */ files: () => Promise<string[]> };

/** What every FileStorage must do, whichever provider it is. */
function storageContract(name: string, start: () => Promise<Provider & { stop: () => Promise<void> }>) {
  describe(`${name}: the FileStorage contract`, () => {
    let provider: Provider & { stop: () => Promise<void> };
    beforeAll(async () => { provider = await start(); });
    afterAll(async () => { await provider.stop(); });

    it('gives back the bytes, content type and size it was given', async () => {
      await provider.storage.put('vouchers/2024/v-1.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
      const file = await provider.storage.get('vouchers/2024/v-1.pdf');
      expect(file?.contentType).toBe('application/pdf');
      expect(file?.size).toBe(8);
      expect(await text(file!.body)).toBe('%PDF-1.4');
    });

    it('replaces a file put again under the same key', async () => {
      await provider.storage.put('avatars/again.png', Buffer.from('first'), 'image/png');
      await provider.storage.put('avatars/again.png', Buffer.from('second!'), 'image/webp');
      const file = await provider.storage.get('avatars/again.png');
      expect([file?.contentType, file?.size, await text(file!.body)]).toEqual(['image/webp', 7, 'second!']);
    });

    it('answers null for a missing key and deletes idempotently', async () => {
      expect(await provider.storage.get('avatars/missing.png')).toBeNull();
      await provider.storage.put('avatars/gone.png', Buffer.from('x'), 'image/png');
      await provider.storage.delete('avatars/gone.png');
      await provider.storage.delete('avatars/gone.png');
      expect(await provider.storage.get('avatars/gone.png')).toBeNull();
      expect((await provider.files()).filter((f) => f.includes('gone'))).toEqual([]);
    });

    it('still sends a file deleted after it was opened', async () => {
      await provider.storage.put('avatars/busy.png', Buffer.from('busy'), 'image/png');
      const file = await provider.storage.get('avatars/busy.png');
      await provider.storage.delete('avatars/busy.png');
      expect(await text(file!.body)).toBe('busy');
    });

    it.each([
      '', '/etc/passwd', '../outside.txt', 'avatars/../../outside.txt', 'avatars/..', './a.png', '.meta/avatars/a.png.json',
      '.tmp/x', 'avatars//a.png', 'avatars/', 'avatars\\..\\a.png', 'a b.png', 'avatars/%2e%2e', 'C:/x.png', 'a/.hidden',
      `${'a/'.repeat(8)}x`, 'x'.repeat(129),
    ])('refuses the key %j for every call and writes nothing', async (key) => {
      const before = await provider.files();
      expect(isStorageKey(key)).toBe(false);
      await expect(provider.storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(provider.storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(provider.storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKey);
      expect(await provider.files()).toEqual(before);
    });

    it('refuses a content type that could smuggle a header', async () => {
      await expect(provider.storage.put('avatars/b.png', Buffer.from('x'), 'image/png\r\nSet-Cookie: a=b')).rejects.toThrow(/content type/);
      await expect(provider.storage.put('avatars/b.png', Buffer.from('x'), 'text/html; charset=utf-8')).rejects.toThrow(/content type/);
      expect(await provider.storage.get('avatars/b.png')).toBeNull();
    });
  });
}

storageContract('LocalDiskStorage', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
  return {
    storage: new LocalDiskStorage(path.join(dir, 'uploads')),
    files: () => listFiles(dir),
    stop: () => fs.rm(dir, { recursive: true, force: true }),
  };
});

storageContract('S3Storage (s3rver)', async () => {
  const emulator = await startS3Emulator();
  const storage = new S3Storage({ ...s3ConfigOf(emulator), prefix: 'portal' });
  return {
    storage,
    files: () => listFiles(emulator.directory),
    stop: async () => { storage.close(); await emulator.stop(); },
  };
});

function s3ConfigOf(emulator: S3Emulator) {
  const config = loadConfig(emulator.env).storage;
  if (config.driver !== 's3') throw new Error('the emulator environment names the s3 driver');
  return config;
}

describe('LocalDiskStorage on disk', () => {
  let dir: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
    storage = new LocalDiskStorage(path.join(dir, 'uploads'));
  });
  afterAll(async () => { await fs.rm(dir, { recursive: true, force: true }); });

  it('makes its folders on the first write, not before', async () => {
    expect(await listFiles(dir)).toEqual([]);
    await storage.put('avatars/a.png', Buffer.from('png bytes'), 'image/png');
    expect(await listFiles(dir)).toEqual(['uploads/.meta/avatars/a.png.json', 'uploads/avatars/a.png']);
  });

  it('leaves no temporary file behind', async () => {
    expect(await fs.readdir(path.join(dir, 'uploads', '.tmp'))).toEqual([]);
  });
});

describe('S3Storage in the bucket', () => {
  let emulator: S3Emulator;
  beforeAll(async () => { emulator = await startS3Emulator('portal-files'); });
  afterAll(async () => { await emulator.stop(); });

  it('keeps files under the prefix, and a key outside it is not reachable', async () => {
    const inFolder = new S3Storage({ ...s3ConfigOf(emulator), prefix: 'tenant-a' });
    const atRoot = new S3Storage({ ...s3ConfigOf(emulator), prefix: '' });
    await inFolder.put('files/x.txt', Buffer.from('hello'), 'text/plain');
    expect(await atRoot.get('files/x.txt')).toBeNull();
    expect(await text((await atRoot.get('tenant-a/files/x.txt'))!.body)).toBe('hello');
    inFolder.close();
    atRoot.close();
  });

  it('names the bucket and the settings when the bucket cannot be used', async () => {
    const missing = new S3Storage({ ...s3ConfigOf(emulator), bucket: 'no-such-bucket' });
    await expect(missing.checkBucket()).rejects.toThrow(/bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used.*S3_BUCKET/);
    const wrongKey = new S3Storage({ ...s3ConfigOf(emulator), accessKeyId: 'nobody', secretAccessKey: 'wrong' });
    await expect(wrongKey.checkBucket()).rejects.toThrow(/cannot be used: .*HTTP 403/);
    await new S3Storage(s3ConfigOf(emulator)).checkBucket();
  });
});

describe('storage configuration', () => {
  const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' };

  it('is local disk by default and S3 with its settings when asked', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: '/portal/files/' }).storage).toEqual({
      driver: 's3', endpoint: 'http://minio:9000', region: 'us-east-1', bucket: 'portal', prefix: 'portal/files',
      accessKeyId: 'a', secretAccessKey: 'b', forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'portal' }).storage).toMatchObject({ accessKeyId: null, secretAccessKey: null, endpoint: null });
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, /STORAGE_DRIVER must be local or s3/],
    [{ STORAGE_DRIVER: 's3' }, /needs S3_BUCKET/],
    [{ ...s3, S3_BUCKET: 'Bad_Bucket' }, /needs S3_BUCKET/],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ ...s3, S3_SECRET_ACCESS_KEY: '' }, /must be set together/],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ ...s3, S3_PREFIX: 'a/../b' }, /S3_PREFIX must be/],
  ])('stops the start on %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('attachmentDisposition', () => {
  it('gives the exact name as RFC 5987 filename* and an ASCII fallback', () => {
    expect(attachmentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(attachmentDisposition('合同 (1).pdf')).toBe(`attachment; filename="__ (1).pdf"; filename*=UTF-8''%E5%90%88%E5%90%8C%20%281%29.pdf`);
    expect(attachmentDisposition('Hợp đồng "x"\\y\r\n.txt')).toBe(
      `attachment; filename="H_p __ng _x__y__.txt"; filename*=UTF-8''H%E1%BB%A3p%20%C4%91%E1%BB%93ng%20%22x%22%5Cy%0D%0A.txt`,
    );
  });
});
