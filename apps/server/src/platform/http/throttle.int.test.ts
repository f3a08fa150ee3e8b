import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { createTestServer, codeOf, type GqlResult, type TestServer } from '../../../test/test-server';
import { createTenant, PASSWORD } from '../../../test/fixtures';
import { buildServerApp } from '../../app/app';
import { Throttle } from '../throttle/throttle';

// Issue 13, finding 1: the per-IP sign-in throttle was bypassed by X-Forwarded-For (trustProxy: true)
// and by documents that did not start with `mutation`. Each case below got through before the fix.
const LIMIT = 5;
const LOGIN = 'mutation Login($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }';

let server: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  // one instant for the whole file: a case must not straddle the start of a new minute's window
  // (it did under a loaded full run: the budget refilled half-way and a login got through)
  const frozen = new Date();
  const options = { now: () => frozen };
  [server, proxied] = await Promise.all([
    createTestServer({ authRateLimit: LIMIT, maxFailedLogins: 100 }, options),
    createTestServer({ authRateLimit: LIMIT, maxFailedLogins: 100, trustProxy: 1 }, options),
  ]);
  await createTenant(server.platform.db, 'thr');
});
afterAll(async () => {
  await Promise.all([server.close(), proxied.close()]);
});

async function post(target: TestServer, body: unknown, headers: Record<string, string> = {}): Promise<GqlResult> {
  const res = await fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as object) } as GqlResult;
}

/** Starts each case with a fresh budget (the counters live in the database). */
async function resetBudgets(target: TestServer) {
  await target.platform.database.rawQuery('delete from rate_limits');
}

describe('per-IP throttle of sign-in and mail operations', () => {
  it('does not believe X-Forwarded-For by default: 40 logins with 40 different headers are one client', async () => {
    await resetBudgets(server);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 40; i++) {
      codes.push(
        codeOf(
          await post(
            server,
            { query: LOGIN, variables: { i: 'thr-host', p: 'Wrong-pass-1!' } },
            { 'x-forwarded-for': `198.51.100.${i + 1}` },
          ),
        ),
      );
    }
    expect(codes.slice(0, LIMIT)).toEqual(Array(LIMIT).fill('INVALID_CREDENTIALS'));
    expect(codes.slice(LIMIT).every((c) => c === 'TOO_MANY_ATTEMPTS')).toBe(true);
  });

  it('with TRUST_PROXY=1 takes the address the proxy adds, so clients behind it get a budget each', async () => {
    await resetBudgets(proxied);
    const from = (ip: string) =>
      post(proxied, { query: LOGIN, variables: { i: 'nobody', p: 'Wrong-pass-1!' } }, { 'x-forwarded-for': ip });
    for (let i = 0; i < LIMIT; i++) expect(codeOf(await from('203.0.113.7'))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await from('203.0.113.7'))).toBe('TOO_MANY_ATTEMPTS');
    expect(codeOf(await from('203.0.113.8'))).toBe('INVALID_CREDENTIALS');
    // a client cannot prepend its own entry: the proxy appends the real address, the last hop counts
    expect(codeOf(await from('10.9.9.9, 203.0.113.7'))).toBe('TOO_MANY_ATTEMPTS');
  });

  const variants: [string, string][] = [
    ['a leading comment', `# sign in\n${LOGIN}`],
    ['another operation first', `query Langs { languages { short } }\n${LOGIN}`],
    [
      'a fragment spread on the root type',
      'mutation Login($i: String!, $p: String!) { ...L } fragment L on Mutation { login(identifier: $i, password: $p) { jwt } }',
    ],
    [
      'an inline fragment',
      'mutation Login($i: String!, $p: String!) { ... on Mutation { login(identifier: $i, password: $p) { jwt } } }',
    ],
  ];
  it.each(variants)('counts a document with %s', async (_what, query) => {
    await resetBudgets(server);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < LIMIT + 2; i++)
      codes.push(
        codeOf(await post(server, { query, operationName: 'Login', variables: { i: 'nobody', p: 'Wrong-pass-1!' } })),
      );
    expect(codes.slice(0, LIMIT)).toEqual(Array(LIMIT).fill('INVALID_CREDENTIALS'));
    expect(codes.slice(LIMIT)).toEqual(['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
  });

  it('counts every aliased attempt of one document and runs none of them once over the budget', async () => {
    await resetBudgets(server);
    const tries = Array.from(
      { length: LIMIT + 1 },
      (_, i) => `a${i}: login(identifier: "thr-private", password: "Wrong-pass-${i}!") { jwt }`,
    ).join(' ');
    const res = await post(server, { query: `mutation Spray { ${tries} }` });
    expect(res.status).toBe(429);
    expect(codeOf(res)).toBe('TOO_MANY_ATTEMPTS');
    const [account] = await server.platform.db
      .select({ failedLogins: users.failedLogins })
      .from(users)
      .where(eq(users.username, 'thr-private'));
    expect(account?.failedLogins).toBe(0);
    expect(Number(res.status === 429 && (await fetchRetryAfter()))).toBeGreaterThan(0);
  });

  it('counts mail floods too (forgotPassword, register) and leaves other operations alone', async () => {
    await resetBudgets(server);
    const forgot = 'mutation Forgot($e: String!) { forgotPassword(email: $e) }';
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < LIMIT + 1; i++)
      codes.push(codeOf(await post(server, { query: forgot, variables: { e: `x${i}@example.org` } })));
    expect(codes.at(-1)).toBe('TOO_MANY_ATTEMPTS');
    expect(codes.slice(0, LIMIT).includes('TOO_MANY_ATTEMPTS')).toBe(false);
    const langs = await post(server, { query: 'query Langs { languages { short } }' });
    expect(langs.data).toEqual({ languages: [{ short: 'de' }, { short: 'it' }, { short: 'en' }] });
  });

  it('cannot be dodged with another content type', async () => {
    await resetBudgets(server);
    for (let i = 0; i < LIMIT; i++)
      await post(server, { query: LOGIN, variables: { i: 'nobody', p: 'Wrong-pass-1!' } });
    for (const type of ['text/plain', 'application/graphql+json', 'application/json; charset=utf-8']) {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({ query: LOGIN, variables: { i: 'thr-host', p: PASSWORD } }),
      });
      const text = await res.text();
      expect(text, type).not.toContain('"jwt"');
    }
  });

  it('is one budget for every instance on the database', async () => {
    await resetBudgets(server);
    const second: FastifyInstance = await buildServerApp({
      ...server.platform,
      throttle: new Throttle(server.platform.db, server.platform.now),
    });
    try {
      const address = await second.listen({ port: 0, host: '127.0.0.1' });
      const other = { url: address } as TestServer;
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < LIMIT + 1; i++)
        codes.push(
          codeOf(await post(i % 2 ? other : server, { query: LOGIN, variables: { i: 'nobody', p: 'Wrong-pass-1!' } })),
        );
      expect(codes.slice(0, LIMIT)).toEqual(Array(LIMIT).fill('INVALID_CREDENTIALS'));
      expect(codes[LIMIT]).toBe('TOO_MANY_ATTEMPTS');
    } finally {
      await second.close();
    }
  });
});

async function fetchRetryAfter(): Promise<string | null> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: LOGIN, variables: { i: 'nobody', p: 'x' } }),
  });
  return res.headers.get('retry-after');
}
