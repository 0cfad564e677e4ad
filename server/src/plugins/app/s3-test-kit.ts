import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: the emulator accepts signatures made with this key pair only. */
const EMULATOR_KEY = 'S3RVER';

export type S3Emulator = {
  /** Environment for `loadConfig` that points the app's storage at the emulator. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** The emulator's folder on disk, to see what it holds. */
  directory: string;
  stop: () => Promise<void>;
};

/**
 * Starts the S3 emulator (s3rver) on 127.0.0.1 at a free port with one empty bucket, in a temporary folder that
 * `stop` removes. Tests of the S3 provider and of the app on S3 run against it, with path-style addressing.
 */
export async function startS3Emulator(bucket = 'portal-test'): Promise<S3Emulator> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint, bucket, directory,
    env: {
      STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: EMULATOR_KEY, S3_SECRET_ACCESS_KEY: EMULATOR_KEY, S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
