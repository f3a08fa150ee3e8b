import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { media, products } from '../../db/schema/index';
import { createProduct as seedProduct } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

const SET =
  'mutation Set($p: ID!, $m: ID!) { setProductThumb(productId: $p, mediaId: $m) { id thumb { id url formats { thumbnail small medium } } } }';
const REMOVE = 'mutation Remove($p: ID!) { removeProductThumb(productId: $p) { id thumb { id } } }';
const DELETE = 'mutation Delete($id: ID!) { deleteMedia(id: $id) }';
const PAGE = '{ products { items { id thumb { id formats { thumbnail } } } } }';

let server: TestServer;
let mediaDir: string;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};

const product = (bakeryId: number, name: string) =>
  seedProduct(server.platform.db, bakeryId, {
    name: { de: name, it: name, en: name },
    description: { de: '', it: '', en: '' },
    gramPrice: '0.01',
    approxWeight: 50,
  });

/** A photo-like test image: 1200×800 (landscape), or portrait via EXIF orientation 6. */
function jpeg(options: { orientation?: number } = {}) {
  const image = sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 150, b: 90 } },
  }).jpeg();
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
}
const png = () =>
  sharp({ create: { width: 1000, height: 500, channels: 4, background: '#c08040' } })
    .png()
    .toBuffer();

async function upload(bytes: Uint8Array, token?: string, filename = 'photo.jpg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const res = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function fetchImage(url: string) {
  const res = await fetch(`${server.url}${url}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Counts SQL statements sent by either driver (PGlite in memory, or pg under test:postgres). */
function countStatements() {
  type Target = { query: (...args: never[]) => Promise<unknown> };
  const targets = [PGlite.prototype, pg.Pool.prototype, pg.Client.prototype] as unknown as Target[];
  const originals = targets.map((t) => t.query);
  let count = 0;
  targets.forEach((target, i) => {
    target.query = function (this: unknown, ...args: never[]) {
      // the job queue polls the same database in the background: its statements are not the page's
      if (!String((args[0] as { text?: string } | undefined)?.text ?? args[0]).includes('pgboss')) count++;
      return originals[i]!.apply(this, args);
    };
  });
  return { get: () => count, restore: () => targets.forEach((target, i) => void (target.query = originals[i]!)) };
}

const mediaCount = async () => (await server.platform.db.select({ n: sql<number>`count(*)::int` }).from(media))[0]!.n;
const thumbOf = async (id: number) =>
  (await server.platform.db.select({ thumbId: products.thumbId }).from(products).where(eq(products.id, id)))[0]!
    .thumbId;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'bakery-media-'));
  server = await createTestServer({ mediaDir });
  a = await createTenant(server.platform.db, 'ma');
  b = await createTenant(server.platform.db, 'mb');
  Object.assign(
    jwt,
    await signIn(server, {
      users: ['ma-bakery', 'mb-bakery', 'ma-host', 'mb-host', 'ma-private'],
      guests: { guest: 'maroom1' },
    }),
  );
});
afterAll(async () => {
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('upload (POST /api/media)', () => {
  it('resizes a JPEG into three WebP variants of 160, 480 and 960 px, served at their URLs', async () => {
    const { status, body } = await upload(await jpeg(), jwt['ma-bakery']);
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.any(String), url: body.formats.medium });
    for (const [name, width] of [
      ['thumbnail', 160],
      ['small', 480],
      ['medium', 960],
    ] as const) {
      const url = body.formats[name] as string;
      expect(url).toMatch(/^\/media\/[\w-]+\.webp$/);
      const { res, bytes } = await fetchImage(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('max-age=31536000');
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 2) / 3) });
      expect(meta.exif).toBeUndefined();
    }
    const [row] = await server.platform.db
      .select()
      .from(media)
      .where(eq(media.id, Number(body.id)));
    expect(row).toMatchObject({ ownerId: a.bakery.id, provider: 'local', url: body.formats.medium });
    expect((await readdir(mediaDir)).filter((f) => f.startsWith(body.formats.medium.slice(7, 29)))).toHaveLength(3);
  });

  it('takes a PNG from a host, applies the EXIF rotation of a JPEG and never enlarges', async () => {
    const fromHost = await upload(await png(), jwt['ma-host'], 'logo.png');
    expect(fromHost.status).toBe(201);
    expect(await sharp((await fetchImage(fromHost.body.formats.medium)).bytes).metadata()).toMatchObject({
      width: 960,
      height: 480,
    });

    const rotated = await upload(await jpeg({ orientation: 6 }), jwt['ma-bakery']);
    const portrait = await sharp((await fetchImage(rotated.body.formats.small)).bytes).metadata();
    expect(portrait).toMatchObject({ width: 480, height: 720 });
    expect(portrait.orientation).toBeUndefined();

    const tiny = await upload(
      await sharp({ create: { width: 100, height: 50, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      jwt['ma-bakery'],
    );
    expect(await sharp((await fetchImage(tiny.body.formats.medium)).bytes).metadata()).toMatchObject({
      width: 100,
      height: 50,
    });
  });

  it('refuses a text file named .png, an empty request and an oversized file, storing nothing', async () => {
    const before = await mediaCount();
    const files = await readdir(mediaDir);
    const text = await upload(
      new TextEncoder().encode('definitely not a picture\n'.repeat(20)),
      jwt['ma-bakery'],
      'bread.png',
    );
    expect(text).toMatchObject({ status: 415, body: { errors: [{ extensions: { code: 'MEDIA_NOT_AN_IMAGE' } }] } });
    const svg = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      jwt['ma-bakery'],
      'x.svg',
    );
    expect(svg.body.errors[0].extensions.code).toBe('MEDIA_NOT_AN_IMAGE');
    const big = await upload(new Uint8Array(10 * 1024 * 1024 + 1), jwt['ma-bakery'], 'huge.jpg');
    expect(big).toMatchObject({
      status: 413,
      body: { errors: [{ extensions: { code: 'MEDIA_TOO_LARGE', maxBytes: 10 * 1024 * 1024 } }] },
    });
    const none = await fetch(`${server.url}/api/media`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${jwt['ma-bakery']}` },
    });
    expect(none.status).toBe(400);
    expect(await mediaCount()).toBe(before);
    expect(await readdir(mediaDir)).toEqual(files);
  });

  it('accepts a photo above the 2 MB GraphQL body limit', async () => {
    const noisy = await sharp({
      create: {
        width: 1400,
        height: 1000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload(noisy, jwt['ma-bakery'])).status).toBe(201);
  });

  it('answers UNAUTHENTICATED signed out and FORBIDDEN for private customers and guests', async () => {
    const image = await png();
    expect(await upload(image)).toMatchObject({
      status: 401,
      body: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    expect(await upload(image, 'not-a-token')).toMatchObject({ status: 401 });
    expect(await upload(image, jwt['ma-private'])).toMatchObject({
      status: 403,
      body: { errors: [{ extensions: { code: 'FORBIDDEN' } }] },
    });
    expect(await upload(image, jwt.guest)).toMatchObject({ status: 403 });
  });
});

describe('serving /media/<key>', () => {
  it('answers 404 for unknown keys, directory paths and traversal attempts', async () => {
    for (const url of [
      '/media/nothing-here.webp',
      '/media/',
      '/media',
      '/media/..%2F..%2Fpackage.json',
      '/media/%2e%2e%2fpackage.json',
      '/media/../package.json',
      '/media/.hidden.webp',
    ]) {
      const res = await fetch(`${server.url}${url}`);
      const type = res.headers.get('content-type') ?? '';
      expect(type.startsWith('image/') || type.includes('json') ? res.status : 404, url).toBe(404);
      expect(await res.text(), url).not.toContain('"workspaces"');
    }
  });
});

describe('product thumbs', () => {
  it('sets a thumb on an own product, lists it with a constant number of statements, removes it', async () => {
    const bread = await product(a.bakery.id, 'Vinschgerle');
    const others = await Promise.all([1, 2, 3].map((i) => product(a.bakery.id, `Semmel ${i}`)));
    const uploaded = (await upload(await jpeg(), jwt['ma-bakery'])).body;
    const set = await server.gql(SET, { p: bread.id, m: uploaded.id }, jwt['ma-bakery']);
    expect(set.data.setProductThumb.thumb).toEqual({ id: uploaded.id, url: uploaded.url, formats: uploaded.formats });
    for (const other of others) await server.gql(SET, { p: other.id, m: uploaded.id }, jwt['ma-bakery']);

    const page = async () => {
      const counter = countStatements();
      try {
        const res = await server.gql(PAGE, {}, jwt['ma-bakery']);
        return {
          thumbs: res.data.products.items.filter((p: { thumb: unknown }) => p.thumb),
          statements: counter.get(),
        };
      } finally {
        counter.restore();
      }
    };
    const four = await page();
    expect(four.thumbs).toHaveLength(4);
    expect(four.thumbs[0].thumb.formats.thumbnail).toBe(uploaded.formats.thumbnail);
    await server.gql(REMOVE, { p: others[0]!.id }, jwt['ma-bakery']);
    const three = await page();
    expect(three.thumbs).toHaveLength(3);
    expect(three.statements).toBe(four.statements); // thumbs load in one batched statement

    const removed = await server.gql(REMOVE, { p: bread.id }, jwt['ma-bakery']);
    expect(removed.data.removeProductThumb.thumb).toBeNull();
    expect((await fetchImage(uploaded.formats.small)).res.status).toBe(200); // the media stays
  });

  it("lets a host dress its own products, not the bakery's", async () => {
    const [own] = await server.platform.db
      .insert(products)
      .values({
        bakeryId: a.bakery.id,
        hostId: a.host.id,
        nameKey: 'host.x.name',
        descriptionKey: 'host.x.description',
        gramPrice: '0.02',
      })
      .returning();
    const bakeryProduct = await product(a.bakery.id, 'Brezel');
    const uploaded = (await upload(await png(), jwt['ma-host'])).body;
    expect(codeOf(await server.gql(SET, { p: own!.id, m: uploaded.id }, jwt['ma-host']))).toBeUndefined();
    expect(await thumbOf(own!.id)).toBe(Number(uploaded.id));
    expect(codeOf(await server.gql(SET, { p: bakeryProduct.id, m: uploaded.id }, jwt['ma-host']))).toBe('NOT_FOUND');
    expect(await thumbOf(bakeryProduct.id)).toBeNull();
    // …and the bakery cannot touch the host's own product either.
    const bakeryMedia = (await upload(await png(), jwt['ma-bakery'])).body;
    expect(codeOf(await server.gql(SET, { p: own!.id, m: bakeryMedia.id }, jwt['ma-bakery']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(REMOVE, { p: own!.id }, jwt['ma-bakery']))).toBe('NOT_FOUND');
    expect(await thumbOf(own!.id)).toBe(Number(uploaded.id));
  });

  it("shows the bakery's thumb to its hosts (offers, take-overs) and guests: thumbs are not secret to those who may see the product", async () => {
    const offered = await seedProduct(server.platform.db, a.bakery.id, {
      name: { de: 'Vinschger Paarl', it: 'Pane venostano', en: 'Venosta bread' },
      description: { de: '', it: '', en: '' },
      gramPrice: '0.01',
      approxWeight: 120,
      priceListIds: [a.list.id],
    });
    const uploaded = (await upload(await png(), jwt['ma-bakery'])).body;
    await server.gql(SET, { p: offered.id, m: uploaded.id }, jwt['ma-bakery']);
    const thumbOfName = (rows: { product: { name: string; thumb: unknown } }[]) =>
      rows.find((r) => r.product.name === 'Vinschger Paarl')?.product.thumb;
    const expected = { id: uploaded.id, formats: { thumbnail: uploaded.formats.thumbnail } };
    const THUMB = 'product { name thumb { id formats { thumbnail } } }';

    const offers = await server.gql(`{ productOffers { ${THUMB} } }`, {}, jwt['ma-host']);
    expect(thumbOfName(offers.data.productOffers)).toEqual(expected);
    await server.gql(
      'mutation Adopt($p: ID!) { adoptProduct(productId: $p) { id } }',
      { p: offered.id },
      jwt['ma-host'],
    );
    expect(
      thumbOfName((await server.gql(`{ hostProducts { ${THUMB} } }`, {}, jwt['ma-host'])).data.hostProducts),
    ).toEqual(expected);
    expect(thumbOfName((await server.gql(`{ guestProducts { ${THUMB} } }`, {}, jwt.guest)).data.guestProducts)).toEqual(
      expected,
    );
    // The other tenant's host never sees the product, so never its thumb.
    const foreign = (await server.gql(`{ productOffers { ${THUMB} } }`, {}, jwt['mb-host'])).data.productOffers;
    expect(thumbOfName(foreign)).toBeUndefined();
    expect((await fetchImage(uploaded.formats.thumbnail)).res.status).toBe(200);
  });

  it('answers NOT_FOUND across tenants and changes nothing', async () => {
    const mine = await product(a.bakery.id, 'Krapfen');
    const theirs = await product(b.bakery.id, 'Fremdes Brot');
    const myMedia = (await upload(await png(), jwt['ma-bakery'])).body;
    const theirMedia = (await upload(await png(), jwt['mb-bakery'])).body;
    await server.gql(SET, { p: theirs.id, m: theirMedia.id }, jwt['mb-bakery']);

    expect(codeOf(await server.gql(SET, { p: theirs.id, m: myMedia.id }, jwt['ma-bakery']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(SET, { p: mine.id, m: theirMedia.id }, jwt['ma-bakery']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(REMOVE, { p: theirs.id }, jwt['ma-bakery']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(DELETE, { id: theirMedia.id }, jwt['ma-bakery']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(SET, { p: 999_999, m: myMedia.id }, jwt['ma-bakery']))).toBe('NOT_FOUND');
    expect(await thumbOf(mine.id)).toBeNull();
    expect(await thumbOf(theirs.id)).toBe(Number(theirMedia.id));
    expect((await fetchImage(theirMedia.formats.medium)).res.status).toBe(200);
  });

  it('answers FORBIDDEN for the wrong role and UNAUTHENTICATED signed out', async () => {
    const bread = await product(a.bakery.id, 'Zelten');
    const uploaded = (await upload(await png(), jwt['ma-bakery'])).body;
    for (const token of [jwt['ma-private'], jwt.guest]) {
      expect(codeOf(await server.gql(SET, { p: bread.id, m: uploaded.id }, token))).toBe('FORBIDDEN');
      expect(codeOf(await server.gql(REMOVE, { p: bread.id }, token))).toBe('FORBIDDEN');
      expect(codeOf(await server.gql(DELETE, { id: uploaded.id }, token))).toBe('FORBIDDEN');
    }
    expect(codeOf(await server.gql(SET, { p: bread.id, m: uploaded.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.gql(REMOVE, { p: bread.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.gql(DELETE, { id: uploaded.id }))).toBe('UNAUTHENTICATED');
    expect(await thumbOf(bread.id)).toBeNull();
    expect((await fetchImage(uploaded.formats.medium)).res.status).toBe(200);
  });
});

describe('deleteMedia', () => {
  it('deletes own media: clears the thumbs showing it and removes its files', async () => {
    const bread = await product(a.bakery.id, 'Schüttelbrot');
    const uploaded = (await upload(await jpeg(), jwt['ma-bakery'])).body;
    await server.gql(SET, { p: bread.id, m: uploaded.id }, jwt['ma-bakery']);
    expect((await server.gql(DELETE, { id: uploaded.id }, jwt['ma-bakery'])).data.deleteMedia).toBe(true);
    expect(await thumbOf(bread.id)).toBeNull();
    expect(
      await server.platform.db
        .select()
        .from(media)
        .where(eq(media.id, Number(uploaded.id))),
    ).toEqual([]);
    for (const url of Object.values(uploaded.formats) as string[]) expect((await fetchImage(url)).res.status).toBe(404);
    expect(codeOf(await server.gql(DELETE, { id: uploaded.id }, jwt['ma-bakery']))).toBe('NOT_FOUND');
  });
});
