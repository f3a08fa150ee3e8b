import { gunzipSync } from 'node:zlib';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';

const INDEX =
  '<!DOCTYPE html><html lang="de"><head><title>Brotzeit</title></head><body><div id="root"></div><script src="/assets/index-1a2b3c.js"></script></body></html>';
// the chunks of each language's first texts, as the build lists them (apps/web/build/public-catalogue.ts)
const CATALOGUE_CHUNKS = { de: '/assets/de-11aa.js', it: '/assets/it-22bb.js', en: '/assets/en-33cc.js' };
const page = (language: string) =>
  INDEX.replace('lang="de"', `lang="${language}"`).replace(
    '</head>',
    `<link rel="modulepreload" crossorigin href="/assets/${language}-${{ de: '11aa', it: '22bb', en: '33cc' }[language]}.js"></head>`,
  );
// long enough to be worth compressing
const BUNDLE = `console.log(${JSON.stringify('Brotzeit '.repeat(400))});`;
const ROBOTS = 'User-agent: *\nDisallow: /graphql\n';
const MANIFEST = JSON.stringify({ name: 'Brotzeit', start_url: '/', icons: [] });
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';

let dist: string;
let server: TestServer;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets/index-1a2b3c.js'), BUNDLE);
  await writeFile(path.join(dist, 'robots.txt'), ROBOTS);
  await writeFile(path.join(dist, 'public-catalogue.json'), JSON.stringify(CATALOGUE_CHUNKS));
  await writeFile(path.join(dist, 'manifest.webmanifest'), MANIFEST);
  await writeFile(path.join(dist, 'sw.js'), SERVICE_WORKER);
  server = await createTestServer({ webDist: dist });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the web app’s files (issue 17: unknown files answer 404, fast first load)', () => {
  // a name in a page address may hold a dot (issue 45: /client/edit/7/maria.rossi answered 404 on reload)
  it.each([
    '/login',
    '/orders',
    '/bill/12',
    '/order/new?x=1',
    '/client/edit/7/maria.rossi',
    '/client/edit/8/Hotel-St.-Georg',
  ])('answers the page address %s with index.html', async (url) => {
    const res = await fetch(`${server.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(page('de'));
  });

  it.each([
    ['it-IT,it;q=0.9,en;q=0.5', undefined, 'it'],
    ['fr-FR,en;q=0.8', undefined, 'en'],
    ['fr-FR', undefined, 'de'],
    ['it-IT', 'sw_lang=en; sw_consent=accepted', 'en'],
    [undefined, 'sw_lang=xx', 'de'],
  ])(
    'answers a page in the visitor’s language (Accept-Language %s, cookie %s → %s): <html lang> and its texts preloaded',
    async (acceptLanguage, cookie, language) => {
      const headers: Record<string, string> = {};
      if (acceptLanguage) headers['accept-language'] = acceptLanguage;
      if (cookie) headers.cookie = cookie;
      const res = await fetch(`${server.url}/login`, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-language')).toBe(language);
      expect(res.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
      expect(await res.text()).toBe(page(language));
    },
  );

  it.each(['/manifest.json', '/assets/index-old.js', '/favicon.ico', '/api/nothing', '/graphql/x', '/sw-old.js'])(
    'answers the unknown file or API path %s with 404, not the app’s page',
    async (url) => {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<div id="root">');
    },
  );

  it('serves a real robots.txt', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(ROBOTS);
  });

  it.each([
    ['/manifest.webmanifest', /^application\/manifest\+json/, MANIFEST],
    ['/sw.js', /^(application|text)\/javascript/, SERVICE_WORKER],
  ])(
    'serves the installable app’s %s with its type, checked with the server each time (never immutable)',
    async (url, type, body) => {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(type);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(body);
    },
  );

  it('serves a rewritten service worker at once: a new deploy reaches open pages', async () => {
    const next = `${SERVICE_WORKER}\n// build 2`;
    await writeFile(path.join(dist, 'sw.js'), next);
    try {
      expect(await (await fetch(`${server.url}/sw.js`)).text()).toBe(next);
    } finally {
      await writeFile(path.join(dist, 'sw.js'), SERVICE_WORKER);
    }
  });

  it('lets browsers keep hashed bundles a year, compressed', async () => {
    const res = await fetch(`${server.url}/assets/index-1a2b3c.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes the body itself: read it raw through node's http to see the compressed bytes
    const raw = await rawGet('/assets/index-1a2b3c.js', 'gzip');
    expect(raw.length).toBeLessThan(BUNDLE.length / 5);
    expect(gunzipSync(raw).toString()).toBe(BUNDLE);
  });

  it('compresses GraphQL answers for clients that accept it', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect((await res.json()).data.__schema.types.length).toBeGreaterThan(50);
  });
});

async function rawGet(url: string, encoding: string): Promise<Buffer> {
  const { get } = await import('node:http');
  return new Promise((resolve, reject) => {
    get(`${server.url}${url}`, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    }).on('error', reject);
  });
}
