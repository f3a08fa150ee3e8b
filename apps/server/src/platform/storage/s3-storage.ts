import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './storage-config';
import { checkedKey, contentTypeOf, isStorageKey, type Storage } from './storage';

/** The answer S3 gives for a key that holds nothing (a missing bucket is a misconfiguration, not a missing file). */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');
}

/**
 * Files as objects of one bucket of an S3-compatible service (AWS S3, MinIO, Garage, Ceph, …), so
 * every instance reaches the same media. Object keys are the storage keys; the app streams them at
 * `/media/<key>` like local files unless MEDIA_PUBLIC_URL points clients at a CDN or the bucket.
 */
export class S3Storage implements Storage {
  readonly provider = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    config: S3StorageConfig,
    private readonly publicUrl = '/media',
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: S3-compatible servers (older MinIO, Ceph, Garage)
      // refuse the SDK's default CRC32 trailers on uploads; TLS already guards the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable service fails the request instead of holding an upload or an image forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
      maxAttempts: 3,
    });
  }

  /**
   * Called at start: a missing bucket, refused credentials or an unreachable service stop the server
   * with a clear message instead of failing every upload. It reads a key that is never written: "no
   * such key" is the healthy answer, and so is "access denied" from a policy that grants only the
   * objects the app writes (AWS answers that without the right to list the bucket).
   */
  async verify(): Promise<void> {
    try {
      const probe = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: '.start-check' }));
      (probe.Body as Readable | undefined)?.destroy();
    } catch (error) {
      if (isMissingObject(error)) return;
      if (error instanceof S3ServiceException && error.name === 'AccessDenied') return;
      const reason =
        error instanceof S3ServiceException
          ? `${error.name} (${error.$metadata.httpStatusCode ?? 'no status'})`
          : String((error as Error).message || error);
      throw new Error(`MEDIA_S3_BUCKET "${this.bucket}" cannot be used: ${reason}`, { cause: error });
    }
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentType,
        // A CDN or browser loading from the bucket caches as the app's /media route says.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async stream(key: string): Promise<{ body: Readable; size: number; contentType: string } | null> {
    if (!isStorageKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = object.Body;
      if (!(body instanceof Readable) || object.ContentLength === undefined) {
        if (body instanceof Readable) body.destroy();
        throw new Error(`media storage: S3 answered ${key} without a body stream or its length`);
      }
      return { body, size: object.ContentLength, contentType: object.ContentType ?? contentTypeOf(key) };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** S3 answers a delete of a missing key with success too. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  url(key: string): string {
    return `${this.publicUrl}/${checkedKey(key)}`;
  }

  close(): void {
    this.client.destroy();
  }
}
