import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';

const INDEX =
  '<!DOCTYPE html><html><body><div id="root"></div><script src="/guest/_expo/static/js/web/index-abc.js" defer></script></body></html>';
const BUNDLE = 'console.log("guest app");';
const MANIFEST = JSON.stringify({ name: 'Brotzeit', start_url: '/guest/', scope: '/guest' });
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';

let dist: string;
let server: TestServer;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'guest-dist-'));
  await mkdir(path.join(dist, '_expo/static/js/web'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, '_expo/static/js/web/index-abc.js'), BUNDLE);
  await writeFile(path.join(dist, 'manifest.webmanifest'), MANIFEST);
  await writeFile(path.join(dist, 'sw.js'), SERVICE_WORKER);
  server = await createTestServer({ guestAppDist: dist });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

describe('guest app at /guest', () => {
  // every screen's address of the app (ADR 018) reloads into the app
  it.each([
    '/guest',
    '/guest/',
    '/guest?token=abc123',
    '/guest/basket',
    '/guest/basket/placed/7',
    '/guest/orders/42?x=1',
    '/guest/abos/3/edit',
    '/guest/profile',
    '/guest/sign-in',
  ])('answers %s with the app’s index.html', async (url) => {
    const res = await fetch(`${server.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it('serves the bundle the index refers to', async () => {
    const res = await fetch(`${server.url}/guest/_expo/static/js/web/index-abc.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    // named by its content hash: browsers keep it a year
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(BUNDLE);
  });

  it('serves its web manifest and service worker with their types, checked with the server each time (issue 17)', async () => {
    const manifest = await fetch(`${server.url}/guest/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.text()).toBe(MANIFEST);

    const worker = await fetch(`${server.url}/guest/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // its scope /guest takes in the sign-in links /guest?token=…, not only /guest/…
    expect(worker.headers.get('service-worker-allowed')).toBe('/guest');
    expect(await worker.text()).toBe(SERVICE_WORKER);
    // no other file may widen a worker's scope
    const bundle = await fetch(`${server.url}/guest/_expo/static/js/web/index-abc.js`);
    expect(bundle.headers.get('service-worker-allowed')).toBeNull();
  });

  it('answers a missing file with 404, not with HTML', async () => {
    const res = await fetch(`${server.url}/guest/_expo/static/js/web/index-old.js`);
    expect(res.status).toBe(404);
  });

  it('leaves the web app’s paths alone', async () => {
    const res = await fetch(`${server.url}/login`);
    expect(await res.text()).not.toBe(INDEX);
  });
});

describe('guest app not built', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await createTestServer({ guestAppDist: path.join(dist, 'missing') });
  });
  afterAll(() => bare.close());

  it('says how to build it', async () => {
    const res = await fetch(`${bare.url}/guest?token=abc`);
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build/);
  });
});
