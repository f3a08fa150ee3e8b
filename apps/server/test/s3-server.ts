import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../src/platform/storage/storage-config';

/** s3rver's fixed account. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  /** The storage settings for one of its buckets, as MEDIA_S3_* would give them. */
  config(bucket: string): S3StorageConfig;
  /** The keys in a bucket, read over the S3 API. */
  keys(bucket: string): Promise<string[]>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on 127.0.0.1 with its files in a fresh temporary directory. */
export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bakery-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = (bucket: string): S3StorageConfig => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    credentials: S3_TEST_CREDENTIALS,
    forcePathStyle: true,
  });
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    credentials: S3_TEST_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    config,
    async keys(bucket) {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
