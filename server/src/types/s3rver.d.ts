/** The part of s3rver (no published types) that the storage tests use: plugins/app/s3-test-kit.ts. */
declare module 's3rver' {
  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string }>;
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
