import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';

// Issue 13, finding 2: with `npm start` (no NODE_ENV=production, no SMTP_URL) anyone who reached the
// port could read the mail outbox — sign-up and password-reset links: an account takeover.
const OUTBOX = 'query Outbox { devOutbox(limit: 5) { to subject text } }';
const CONFIG = 'query Config { publicConfig { devOutbox } }';
const FORGOT = 'mutation Forgot($e: String!) { forgotPassword(email: $e) }';

let server: TestServer;
let production: TestServer;
beforeAll(async () => {
  [server, production] = await Promise.all([createTestServer(), createTestServer({ production: true })]);
  await server.platform.mailer.send({
    to: 'someone@example.org',
    subject: 'Reset',
    text: 'http://bakery.test/password/restore/secret-token',
  });
});
afterAll(async () => {
  await Promise.all([server.close(), production.close()]);
});

/** The same POST /graphql from another machine (Fastify's injection with a foreign peer address). */
async function remote(
  target: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  remoteAddress = '203.0.113.9',
) {
  const res = await target.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  });
  return res.json() as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
}

describe('development mail outbox', () => {
  it('is refused to a caller on another machine, by GraphQL and by the page, and not advertised to it', async () => {
    const answer = await remote(server, OUTBOX);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(answer)).not.toContain('secret-token');
    const page = await server.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('secret-token');
    expect((await remote(server, CONFIG)).data).toEqual({ publicConfig: { devOutbox: false } });
  });

  it('is refused to a request a proxy forwards, even when the proxy runs on this machine', async () => {
    const res = await server.gql(OUTBOX, {}, undefined, { 'x-forwarded-for': '203.0.113.9' });
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
    const page = await fetch(`${server.url}/dev/outbox`, { headers: { forwarded: 'for=203.0.113.9' } });
    expect(page.status).toBe(404);
  });

  it('is readable by a developer on this machine, with the page linked from the footer', async () => {
    await server.gql(FORGOT, { e: 'nobody@example.org' });
    const res = await server.gql(OUTBOX);
    expect(res.data.devOutbox[0]).toMatchObject({ to: 'someone@example.org', subject: 'Reset' });
    expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(200);
    expect((await server.gql(CONFIG)).data).toEqual({ publicConfig: { devOutbox: true } });
  });

  it('does not exist in production, not even on this machine', async () => {
    expect(codeOf(await production.gql(OUTBOX))).toBe('UNAUTHENTICATED');
    expect((await fetch(`${production.url}/dev/outbox`)).status).not.toBe(200);
  });
});
