import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';

// Issue 45: Strict-Transport-Security went out on plain http too, where a browser ignores it and it
// tells nothing true; only an https request (direct, or through a trusted proxy's
// X-Forwarded-Proto) gets it.
let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([createTestServer(), createTestServer({ trustProxy: ['127.0.0.1'] })]);
});
afterAll(() => Promise.all([direct.close(), proxied.close()]));

const hstsOf = async (server: TestServer, path: string, headers: Record<string, string> = {}) => {
  const init =
    path === '/graphql'
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query: '{ languages { short } }' }),
        }
      : { headers };
  const res = await fetch(`${server.url}${path}`, init);
  await res.arrayBuffer();
  return res.headers.get('strict-transport-security');
};

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http', async () => {
    expect(await hstsOf(direct, '/health')).toBeNull();
    expect(await hstsOf(direct, '/graphql')).toBeNull();
    expect(await hstsOf(proxied, '/health')).toBeNull();
    expect(await hstsOf(proxied, '/health', { 'x-forwarded-proto': 'http' })).toBeNull();
  });

  it('is sent on https requests, as a trusted proxy reports them', async () => {
    for (const path of ['/health', '/graphql', '/no-such-page'])
      expect(await hstsOf(proxied, path, { 'x-forwarded-proto': 'https' }), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
  });

  it("is not sent on an untrusted client's claim of https", async () => {
    expect(await hstsOf(direct, '/health', { 'x-forwarded-proto': 'https' })).toBeNull();
  });
});
