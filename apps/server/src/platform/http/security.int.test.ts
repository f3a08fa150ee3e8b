import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    authRateLimit: 5,
    appStoreUrl: 'https://apps.example/ios',
    playStoreUrl: 'https://play.example/android',
  });
});
afterAll(() => server.close());

describe('HTTP hardening', () => {
  it('sends security headers and no CORS headers by default', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ query: '{ languages { short } }' }),
    });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('accepts GraphQL only by POST', async () => {
    const res = await fetch(`${server.url}/graphql?query=%7Blanguages%7Bshort%7D%7D`);
    expect(res.status).toBe(404);
  });

  it('refuses queries deeper than the limit', async () => {
    expect((await server.gql('query Shallow { me { bakery { id } } }')).errors).toBeUndefined();
    const nested = Array.from({ length: 14 }, (_, i) => `f${i} {`).join(' ');
    const res = await server.gql(`query TooDeep { ${nested} id ${'}'.repeat(14)} }`);
    expect(res.errors?.some((e) => /depth/i.test(e.message))).toBe(true);
  });

  it('throttles sign-in attempts per IP and answers TOO_MANY_ATTEMPTS', async () => {
    const login = 'mutation Login($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }';
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 7; i++) codes.push(codeOf(await server.gql(login, { i: 'someone', p: 'Wrong-pass-1!' })));
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('INVALID_CREDENTIALS'));
    expect(codes.slice(5)).toEqual(['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
    // other operations are not throttled
    expect((await server.gql('query Langs { languages { short } }')).data.languages).toHaveLength(3);
  });
});

describe('/app/get', () => {
  const get = (ua: string) => fetch(`${server.url}/app/get`, { redirect: 'manual', headers: { 'user-agent': ua } });
  it('sends iPhones to the App Store and Android phones to Google Play', async () => {
    const ios = await get('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15');
    expect(ios.status).toBe(302);
    expect(ios.headers.get('location')).toBe('https://apps.example/ios');
    const android = await get('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile');
    expect(android.headers.get('location')).toBe('https://play.example/android');
  });
  it('serves the web page with both links to other devices', async () => {
    const desktop = await get('Mozilla/5.0 (X11; Linux x86_64) Chrome/120');
    expect(desktop.status).not.toBe(302);
  });
});
