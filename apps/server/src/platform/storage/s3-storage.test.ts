import { createServer, type Server } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { S3Storage } from './s3-storage';
import { createStorage } from './storage-config';
import { LocalStorage } from './storage';

let s3: TestS3Server;
let storage: S3Storage;

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  s3 = await startS3Server(['media', 'other']);
  storage = new S3Storage(s3.config('media'));
});
afterAll(async () => {
  storage.close();
  await s3.close();
});

describe('S3Storage against a local S3-compatible server (s3rver)', () => {
  it('stores a file as an object of the bucket and streams it back with its size and type', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    await storage.put('abc_DEF-1-medium.webp', bytes, 'image/webp');

    expect(await s3.keys('media')).toEqual(['abc_DEF-1-medium.webp']);
    expect(await s3.keys('other')).toEqual([]);
    const file = await storage.stream('abc_DEF-1-medium.webp');
    expect(file).toMatchObject({ size: 70_000, contentType: 'image/webp' });
    expect(Buffer.compare(await read(file!.body), Buffer.from(bytes))).toBe(0);
    expect(storage.provider).toBe('s3');
  });

  it('replaces the object when a key is written again', async () => {
    await storage.put('again.png', new Uint8Array([1, 2, 3, 4]), 'image/png');
    await storage.put('again.png', new Uint8Array([9, 8]), 'image/png');
    const file = await storage.stream('again.png');
    expect(file).toMatchObject({ size: 2, contentType: 'image/png' });
    expect([...(await read(file!.body))]).toEqual([9, 8]);
  });

  it('answers null for a key that holds nothing or is no storage key, without asking S3 for the latter', async () => {
    expect(await storage.stream('never-written.webp')).toBeNull();
    expect(await storage.stream('../etc/passwd')).toBeNull();
    expect(await storage.stream('noextension')).toBeNull();
  });

  it('deletes an object; deleting a missing one is no error', async () => {
    await storage.put('gone-thumbnail.webp', new Uint8Array([5]), 'image/webp');
    await storage.delete('gone-thumbnail.webp');
    expect(await storage.stream('gone-thumbnail.webp')).toBeNull();
    expect(await s3.keys('media')).not.toContain('gone-thumbnail.webp');
    await expect(storage.delete('gone-thumbnail.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that are not storage keys on writing and deleting', async () => {
    await expect(storage.put('a/b.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/invalid storage key/);
    await expect(storage.delete('../x.webp')).rejects.toThrow(/invalid storage key/);
    expect(() => storage.url('x.svg')).toThrow(/invalid storage key/);
  });

  it('gives the app’s /media address, or one under MEDIA_PUBLIC_URL', () => {
    expect(storage.url('k-small.webp')).toBe('/media/k-small.webp');
    const cdn = new S3Storage(s3.config('media'), 'https://cdn.example/brotzeit');
    expect(cdn.url('k-small.webp')).toBe('https://cdn.example/brotzeit/k-small.webp');
    cdn.close();
  });

  it('fails a read of a missing bucket loudly instead of answering "no such file"', async () => {
    const wrong = new S3Storage(s3.config('no-such-bucket'));
    await expect(wrong.stream('x.webp')).rejects.toThrow(/bucket/i);
    wrong.close();
  });
});

describe('createStorage (the storage the configuration names)', () => {
  const base = { mediaDir: '/tmp/unused-media', mediaPublicUrl: undefined };

  it('is the local directory without MEDIA_S3_BUCKET and the verified bucket with it', async () => {
    const local = await createStorage({ ...base, mediaS3: undefined });
    expect(local).toBeInstanceOf(LocalStorage);
    expect(local.url('a.webp')).toBe('/media/a.webp');
    const bucket = await createStorage({ ...base, mediaS3: s3.config('media'), mediaPublicUrl: 'https://img.example' });
    expect(bucket.provider).toBe('s3');
    expect(bucket.url('a.webp')).toBe('https://img.example/a.webp');
    bucket.close();
  });

  it('stops the start when the bucket does not exist, the credentials are refused or the service is unreachable', async () => {
    await expect(createStorage({ ...base, mediaS3: s3.config('missing-bucket') })).rejects.toThrow(
      /MEDIA_S3_BUCKET "missing-bucket" cannot be used: NoSuchBucket \(404\)/,
    );
    // s3rver knows one key id and does not check V4 signatures: an unknown key id stands for refused credentials.
    const unknownKey = { ...s3.config('media'), credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'S3RVER' } };
    await expect(createStorage({ ...base, mediaS3: unknownKey })).rejects.toThrow(
      /MEDIA_S3_BUCKET "media" cannot be used: InvalidAccessKeyId \(403\)/,
    );
    // A port that takes connections and closes them: nothing S3 answers there.
    const dead: Server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const { port } = dead.address() as { port: number };
    await expect(
      createStorage({ ...base, mediaS3: { ...s3.config('media'), endpoint: `http://127.0.0.1:${port}` } }),
    ).rejects.toThrow(/MEDIA_S3_BUCKET "media" cannot be used/);
    await new Promise((resolve) => dead.close(resolve));
  });
});
