import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** A stored file as read back: its bytes as a stream, the content type given to `put`, and its size. */
export type StoredFile = { body: Readable; contentType: string; size: number };

/**
 * Answers with a stored file as an inert download: its own type, never sniffed, and opened directly it is still
 * only a file (no scripts, no plugins, no same-origin powers). `cacheControl` says how long it may be kept.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, cacheControl: string) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cacheControl)
    .send(file.body);
}

/**
 * The one way uploaded files (avatars, payment vouchers, screenshots, deploy bundles) are kept
 * (ARCHITECTURE.md §3, docs/storage.md). Keys are made by the server (`avatars/<uuid>.png`), never taken from
 * a request. Local disk is the only implementation today; an S3-compatible one implements the same three
 * calls (content type as object metadata) and is chosen in config/env.ts.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; readers see the old or the new file, never half. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when the key holds nothing. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** One to eight `/`-separated segments of letters, digits, `_` and `-`, with dots only between them: no `..`, no `.x`. */
const KEY_SEGMENT = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
const MAX_KEY_LENGTH = 512;
/** `type/subtype` only: the stored type is sent back as a header, so nothing else may get in. */
const CONTENT_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9.+-]{0,99}$/;

export class InvalidStorageKey extends Error {
  constructor(key: string) {
    super(`not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

export function isStorageKey(key: string): boolean {
  const segments = key.split('/');
  return key.length <= MAX_KEY_LENGTH && segments.length <= 8 && segments.every((s) => s.length <= 128 && KEY_SEGMENT.test(s));
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files under `root`, at `root/<key>`; each file's content type sits in `root/.meta/<key>.json`, and writes go
 * through `root/.tmp` and a rename. No key can start with a dot, so neither folder can be reached by a key.
 * Folders are made on the first write, so a server that never stores a file leaves nothing on disk.
 */
export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The key's path under a folder of the root; refuses anything that is not a key or would leave the folder. */
  private pathIn(folder: string, key: string, suffix = ''): string {
    if (!isStorageKey(key)) throw new InvalidStorageKey(key);
    const base = path.join(this.root, folder);
    const file = path.resolve(base, ...key.split('/')) + suffix;
    if (!file.startsWith(base + path.sep)) throw new InvalidStorageKey(key);
    return file;
  }

  private fileOf(key: string) {
    return this.pathIn('', key);
  }

  private metaOf(key: string) {
    return this.pathIn('.meta', key, '.json');
  }

  /** Writes beside the target, then renames: a reader never sees a half-written file. */
  private async writeAtomically(target: string, data: Buffer | string): Promise<void> {
    const tmpDir = path.join(this.root, '.tmp');
    await fs.mkdir(tmpDir, { recursive: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(tmpDir, crypto.randomUUID());
    try {
      await fs.writeFile(tmp, data, { flag: 'wx' });
      await fs.rename(tmp, target);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    const meta = this.metaOf(key);
    if (!CONTENT_TYPE.test(contentType)) throw new Error(`not a content type: ${JSON.stringify(contentType.slice(0, 100))}`);
    // Metadata first: a file on disk always has its content type (see get).
    await this.writeAtomically(meta, JSON.stringify({ contentType, size: data.length }));
    await this.writeAtomically(file, data);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.fileOf(key);
    const meta = this.metaOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      const stat = await handle.stat();
      const { contentType } = JSON.parse(await fs.readFile(meta, 'utf8')) as { contentType?: unknown };
      if (!stat.isFile() || typeof contentType !== 'string' || !CONTENT_TYPE.test(contentType)) {
        throw new Error(`storage metadata of ${key} is unusable`);
      }
      // The open handle keeps the bytes readable even if the file is deleted while they are sent.
      return { body: handle.createReadStream(), contentType, size: stat.size };
    } catch (err) {
      await handle.close();
      // Deleted between the open and the metadata read: gone, as if asked a moment later.
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // The file first: whoever still finds the file also finds its metadata.
    await fs.rm(this.fileOf(key), { force: true });
    await fs.rm(this.metaOf(key), { force: true });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** `app.storage`: local disk under `<DATA_DIR>/uploads` unless another implementation is passed in. */
export default fp(async function storagePlugin(app: FastifyInstance, opts: { storage?: FileStorage }) {
  app.decorate<FileStorage>('storage', opts.storage ?? new LocalDiskStorage(path.join(app.config.dataDir, 'uploads')));
}, { name: 'storage' });
