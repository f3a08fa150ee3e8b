import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { media } from '../../db/schema/index';
import { createProduct as seedProduct } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';
import { startS3Server, S3_TEST_CREDENTIALS, type TestS3Server } from '../../../test/s3-server';

const SET =
  'mutation Set($p: ID!, $m: ID!) { setProductThumb(productId: $p, mediaId: $m) { id thumb { id url formats { thumbnail small medium } } } }';
const DELETE = 'mutation Delete($id: ID!) { deleteMedia(id: $id) }';
const CDN = 'https://cdn.bakery.test/media';

let s3: TestS3Server;
let server: TestServer;
let mediaDir: string;
let jwt: Record<string, string>;
let bakeryId: number;

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 190, g: 140, b: 80 } } })
    .jpeg()
    .toBuffer();

async function upload(on: TestServer, token: string | undefined) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await photo())]), 'bread.jpg');
  const res = await fetch(`${on.url}/api/media`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as { id: string; formats: Record<string, string> } };
}

/** The object's bytes read straight from the bucket, past the app. */
async function objectBytes(key: string): Promise<Buffer> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: 'media', Key: key }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  } finally {
    client.destroy();
  }
}

beforeAll(async () => {
  s3 = await startS3Server(['media']);
  mediaDir = await mkdtemp(path.join(tmpdir(), 'bakery-media-s3-'));
  server = await createTestServer({ mediaDir, mediaS3: s3.config('media') });
  const tenant = await createTenant(server.platform.db, 's3');
  bakeryId = tenant.bakery.id;
  jwt = await signIn(server, { users: ['s3-bakery'] });
});
afterAll(async () => {
  await server.close();
  await s3.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('media in an S3 bucket (MEDIA_S3_BUCKET)', () => {
  it('keeps an uploaded product picture in the bucket, not in MEDIA_DIR, and serves it at /media/<key>', async () => {
    const bread = await seedProduct(server.platform.db, bakeryId, {
      name: { de: 'Brot', it: 'Pane', en: 'Bread' },
      description: { de: '', it: '', en: '' },
      gramPrice: '0.01',
      approxWeight: 500,
    });
    const { status, body } = await upload(server, jwt['s3-bakery']);
    expect(status).toBe(201);
    const set = await server.gql(SET, { p: bread.id, m: body.id }, jwt['s3-bakery']);
    expect(codeOf(set)).toBeUndefined();
    expect(set.data.setProductThumb.thumb.formats).toEqual(body.formats);

    const keys = Object.values(body.formats).map((url) => url.replace(/^\/media\//, ''));
    expect(Object.values(body.formats).every((url) => url.startsWith('/media/'))).toBe(true);
    expect(await s3.keys('media')).toEqual([...keys].sort());
    expect(await readdir(mediaDir)).toEqual([]);
    const [row] = await server.platform.db
      .select()
      .from(media)
      .where(eq(media.id, Number(body.id)));
    expect(row?.provider).toBe('s3');

    const res = await fetch(`${server.url}${body.formats.thumbnail}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const served = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(served.byteLength);
    expect(Buffer.compare(served, await objectBytes(keys[0] ?? ''))).toBe(0);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 160, height: 107 });

    expect((await fetch(`${server.url}/media/not-in-the-bucket.webp`)).status).toBe(404);
  });

  it('lets go of the connection to S3 after HEAD requests and aborted downloads', async () => {
    const { body } = await upload(server, jwt['s3-bakery']);
    const url = `${server.url}${body.formats.medium}`;
    // More than the SDK's 50 sockets: a stream left open per request would make the last ones wait forever.
    for (let i = 0; i < 60; i++) {
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      const aborted = new AbortController();
      const res = await fetch(url, { signal: aborted.signal });
      aborted.abort();
      await res.body?.cancel().catch(() => undefined);
    }
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('removes the objects from the bucket when the media is deleted', async () => {
    const { body } = await upload(server, jwt['s3-bakery']);
    const keys = Object.values(body.formats).map((url) => url.replace(/^\/media\//, ''));
    expect(await s3.keys('media')).toEqual(expect.arrayContaining(keys));

    expect(codeOf(await server.gql(DELETE, { id: body.id }, jwt['s3-bakery']))).toBeUndefined();
    const left = await s3.keys('media');
    expect(keys.filter((key) => left.includes(key))).toEqual([]);
    expect((await fetch(`${server.url}${body.formats.medium}`)).status).toBe(404);
  });

  it('with MEDIA_PUBLIC_URL hands out the CDN’s addresses and lets pages load images from there', async () => {
    const cdnServer = await createTestServer({ mediaDir, mediaS3: s3.config('media'), mediaPublicUrl: CDN });
    try {
      await createTenant(cdnServer.platform.db, 'cdn');
      const token = (await signIn(cdnServer, { users: ['cdn-bakery'] }))['cdn-bakery'];
      const { status, body } = await upload(cdnServer, token);
      expect(status).toBe(201);
      for (const url of Object.values(body.formats))
        expect(url).toMatch(/^https:\/\/cdn\.bakery\.test\/media\/[\w-]+\.webp$/);
      // The app still serves the key itself (URLs stored before the CDN keep working).
      const key = (body.formats.small ?? '').slice(CDN.length);
      expect((await fetch(`${cdnServer.url}/media${key}`)).status).toBe(200);
      const csp = (await fetch(`${cdnServer.url}/health`)).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.bakery\.test(;|$)/);
      expect((await fetch(`${server.url}/health`)).headers.get('content-security-policy')).not.toContain('cdn.bakery');
    } finally {
      await cdnServer.close();
    }
  });
});
