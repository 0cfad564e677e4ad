import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  assertContentType, assertStorageKey, InvalidStorageKey, isContentType, type FileStorage, type StoredFile,
} from './file-storage';

// The interface and its key rules live in file-storage.ts (so the providers need not import this plugin); most code
// knows them from here.
export {
  assertContentType, assertStorageKey, InvalidStorageKey, isContentType, isStorageKey, type FileStorage, type StoredFile,
} from './file-storage';

/**
 * `Content-Disposition: attachment` with the file's name: a plain ASCII `filename` for old clients (other characters,
 * quotes and backslashes become `_`) and the exact name as RFC 5987 `filename*` (UTF-8, percent-encoded), which
 * every current browser prefers, so 合同.pdf and Hợp đồng.pdf arrive under their own names.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Answers with a stored file as an inert download: its own type, never sniffed, and opened directly it is still
 * only a file (no scripts, no plugins, no same-origin powers). `cacheControl` says how long it may be kept; with a
 * `downloadName` the browser saves it under that name instead of showing it.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, cacheControl: string, opts: { downloadName?: string } = {}) {
  if (opts.downloadName !== undefined) reply.header('content-disposition', attachmentDisposition(opts.downloadName));
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cacheControl)
    .send(file.body);
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
    assertStorageKey(key);
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
    assertContentType(contentType);
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
      if (!stat.isFile() || typeof contentType !== 'string' || !isContentType(contentType)) {
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

/** The provider the configuration names: local disk under `<DATA_DIR>/uploads`, or an S3 bucket checked at start. */
async function configuredStorage(app: FastifyInstance): Promise<FileStorage> {
  const config = app.config.storage;
  if (config.driver === 'local') return new LocalDiskStorage(path.join(app.config.dataDir, 'uploads'));
  // Loaded only when chosen: a server on local disk never loads the AWS SDK.
  const { S3Storage } = await import('./s3-storage');
  const storage = new S3Storage(config);
  // A wrong endpoint, bucket or key pair stops the start here, not at the first upload.
  await storage.checkBucket();
  app.addHook('onClose', async () => storage.close());
  return storage;
}

/** `app.storage`: the configured provider unless another implementation is passed in (tests). */
export default fp(async function storagePlugin(app: FastifyInstance, opts: { storage?: FileStorage }) {
  app.decorate<FileStorage>('storage', opts.storage ?? await configuredStorage(app));
}, { name: 'storage' });
