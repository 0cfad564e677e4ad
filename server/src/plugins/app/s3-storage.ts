import { Readable } from 'node:stream';
import {
  DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config/env';
import { assertContentType, assertStorageKey, isContentType, type FileStorage, type StoredFile } from './file-storage';

/**
 * Files as objects of one bucket of any S3-compatible store (AWS S3, MinIO, Ceph, Cloudflare R2, ...), under
 * `<prefix>/<key>`; the content type is the object's own `Content-Type`. The same key rules as the local disk are
 * checked before any request is sent. S3 replaces an object at once on `PutObject`, so readers never see half a file.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly endpoint: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.prefix = config.prefix ? `${config.prefix}/` : '';
    this.endpoint = config.endpoint ?? `AWS S3 (${config.region})`;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      // Without a key pair the SDK's own chain applies (AWS_* variables, an instance or task role).
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // The SDK's newer default checksums (CRC32 trailers) are unknown to many S3-compatible stores; send and check
      // them only where an operation requires them. The bytes are still covered by TLS and the signature.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return this.prefix + key;
  }

  /** Fails with a message naming the bucket and endpoint when the bucket cannot be reached with these credentials. */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const reason = err instanceof S3ServiceException
        ? `${err.name} (HTTP ${err.$metadata.httpStatusCode ?? '?'})`
        : (err as Error).message;
      throw new Error(`S3 storage: bucket "${this.bucket}" at ${this.endpoint} cannot be used: ${reason}. `
        + 'Check S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_FORCE_PATH_STYLE.', { cause: err });
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    assertContentType(contentType);
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket, Key, Body: data, ContentType: contentType, ContentLength: data.length,
    }));
  }

  async get(key: string): Promise<StoredFile | null> {
    const Key = this.objectKey(key);
    let answer;
    try {
      answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
    } catch (err) {
      if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) return null;
      throw err;
    }
    const { Body: body, ContentType: contentType, ContentLength: size } = answer;
    if (!(body instanceof Readable) || !contentType || !isContentType(contentType) || size === undefined) {
      if (body instanceof Readable) body.destroy();
      throw new Error(`storage object ${key} is unusable (no stream, content type or length)`);
    }
    return { body, contentType, size };
  }

  async delete(key: string): Promise<void> {
    // DeleteObject of a missing key succeeds: deleting is idempotent, as the interface asks.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
