import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, the content type given to `put`, and its size. */
export type StoredFile = { body: Readable; contentType: string; size: number };

/**
 * The one way uploaded files (avatars, payment vouchers, screenshots, deploy bundles) are kept
 * (ARCHITECTURE.md §3, docs/storage.md). Keys are made by the server (`avatars/<uuid>.png`), never taken from
 * a request. Two implementations: local disk (the default) and S3-compatible object storage (s3-storage.ts), chosen
 * by `STORAGE_DRIVER` in config/env.ts. Listing and sizes are the database's business (sys_local_storage, sys_backup),
 * so a provider stays these three calls.
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

/** Every provider checks the key before it touches anything. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKey(key);
}

export const isContentType = (value: string) => CONTENT_TYPE.test(value);

export function assertContentType(value: string): void {
  if (!isContentType(value)) throw new Error(`not a content type: ${JSON.stringify(value.slice(0, 100))}`);
}

