import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidStorageKey, isStorageKey, LocalDiskStorage } from './storage';

let dir: string;
let storage: LocalDiskStorage;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
  storage = new LocalDiskStorage(path.join(dir, 'uploads'));
});
afterAll(async () => { await fs.rm(dir, { recursive: true, force: true }); });

const listAll = async () => (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();

describe('LocalDiskStorage', () => {
  it('makes its folders on the first write, not before', async () => {
    expect(await listAll()).toEqual([]);
    await storage.put('avatars/a.png', Buffer.from('png bytes'), 'image/png');
    expect(await listAll()).toEqual(['uploads/.meta/avatars/a.png.json', 'uploads/avatars/a.png']);
  });

  it('gives back the bytes, content type and size it was given', async () => {
    await storage.put('vouchers/2024/v-1.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const file = await storage.get('vouchers/2024/v-1.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.size).toBe(8);
    expect(await text(file!.body)).toBe('%PDF-1.4');
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    expect(await storage.get('avatars/missing.png')).toBeNull();
    await storage.put('avatars/gone.png', Buffer.from('x'), 'image/png');
    await storage.delete('avatars/gone.png');
    await storage.delete('avatars/gone.png');
    expect(await storage.get('avatars/gone.png')).toBeNull();
    expect((await listAll()).filter((f) => f.includes('gone'))).toEqual([]);
  });

  it('still sends a file deleted after it was opened', async () => {
    await storage.put('avatars/busy.png', Buffer.from('busy'), 'image/png');
    const file = await storage.get('avatars/busy.png');
    await storage.delete('avatars/busy.png');
    expect(await text(file!.body)).toBe('busy');
  });

  it.each([
    '', '/etc/passwd', '../outside.txt', 'avatars/../../outside.txt', 'avatars/..', './a.png', '.meta/avatars/a.png.json',
    '.tmp/x', 'avatars//a.png', 'avatars/', 'avatars\\..\\a.png', 'a b.png', 'avatars/%2e%2e', 'C:/x.png', 'a/.hidden',
    `${'a/'.repeat(8)}x`, 'x'.repeat(129),
  ])('refuses the key %j for every call and writes nothing', async (key) => {
    const before = await listAll();
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    expect(await listAll()).toEqual(before);
  });

  it('refuses a content type that could smuggle a header', async () => {
    await expect(storage.put('avatars/b.png', Buffer.from('x'), 'image/png\r\nSet-Cookie: a=b')).rejects.toThrow(/content type/);
    await expect(storage.put('avatars/b.png', Buffer.from('x'), 'text/html; charset=utf-8')).rejects.toThrow(/content type/);
    expect(await storage.get('avatars/b.png')).toBeNull();
  });

  it('leaves no temporary file behind', async () => {
    expect(await fs.readdir(path.join(dir, 'uploads', '.tmp'))).toEqual([]);
  });
});
