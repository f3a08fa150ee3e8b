import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isUnanswered } from './client';
import { GuestLoginMutation, GuestMeQuery } from './guest-operations';
import { operationText } from './graphql';

function fakeFetch(answer: () => Promise<Response>) {
  return vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
}

describe('createApiClient', () => {
  it('posts operationName, variables and query to the endpoint with the bearer token', async () => {
    const fetch = fakeFetch(async () => Response.json({ data: { me: null } }));
    const client = createApiClient({ endpoint: 'https://bakery.example/graphql', getToken: () => 'abc', fetch });
    await expect(client.request(GuestMeQuery)).resolves.toEqual({ me: null });

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://bakery.example/graphql');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'GuestMe',
      variables: {},
      query: operationText(GuestMeQuery),
    });
  });

  it('sends the variables and no Authorization header without a token', async () => {
    const fetch = fakeFetch(async () => Response.json({ data: { guestLogin: { jwt: 'j' } } }));
    const client = createApiClient({ endpoint: '/graphql', getToken: () => null, fetch });
    await client.request(GuestLoginMutation, { identifier: 'room12', password: 'Secret-1' });
    const init = fetch.mock.calls[0]![1];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(JSON.parse(String(init?.body)).variables).toEqual({ identifier: 'room12', password: 'Secret-1' });
  });

  it('rejects with the code and extensions of the first error', async () => {
    const fetch = fakeFetch(async () =>
      Response.json({
        data: null,
        errors: [
          {
            message: 'ACCOUNT_OUTSIDE_STAY',
            extensions: { code: 'ACCOUNT_OUTSIDE_STAY', activeFrom: '2026-07-01', activeTo: '2026-07-14' },
          },
          { message: 'INTERNAL', extensions: { code: 'INTERNAL' } },
        ],
      }),
    );
    const client = createApiClient({ endpoint: '/graphql', getToken: () => null, fetch });
    const error = await client.request(GuestMeQuery).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'ACCOUNT_OUTSIDE_STAY',
      extensions: { activeFrom: '2026-07-01', activeTo: '2026-07-14' },
      network: false,
    });
  });

  it('reports a network failure and an unreadable answer as INTERNAL', async () => {
    const offline = createApiClient({
      endpoint: '/graphql',
      getToken: () => null,
      fetch: fakeFetch(async () => Promise.reject(new TypeError('Network request failed'))),
    });
    await expect(offline.request(GuestMeQuery)).rejects.toMatchObject({ code: 'INTERNAL', network: true });
    const broken = createApiClient({
      endpoint: '/graphql',
      getToken: () => null,
      fetch: fakeFetch(async () => new Response('<html>500</html>', { status: 500 })),
    });
    await expect(broken.request(GuestMeQuery)).rejects.toMatchObject({ code: 'INTERNAL', network: true });
  });

  it('reads a proxy’s own 502–504 page (the server restarting behind it) as SERVICE_UNAVAILABLE, as the server’s 503 says', async () => {
    for (const status of [502, 503, 504]) {
      const restarting = createApiClient({
        endpoint: '/graphql',
        getToken: () => null,
        fetch: fakeFetch(async () => new Response(`<html>${status}</html>`, { status })),
      });
      await expect(restarting.request(GuestMeQuery)).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        network: true,
      });
    }
    const serverSays = createApiClient({
      endpoint: '/graphql',
      getToken: () => null,
      fetch: fakeFetch(
        async () =>
          new Response(
            JSON.stringify({
              errors: [{ message: 'SERVICE_UNAVAILABLE', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
            }),
            {
              status: 503,
              headers: { 'content-type': 'application/json', 'retry-after': '5' },
            },
          ),
      ),
    });
    await expect(serverSays.request(GuestMeQuery)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('tells onUnauthenticated the token that was refused, only when one was sent', async () => {
    const onUnauthenticated = vi.fn();
    let token: string | null = null;
    const fetch = fakeFetch(async () =>
      Response.json({ data: null, errors: [{ message: 'UNAUTHENTICATED', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    const client = createApiClient({ endpoint: '/graphql', getToken: () => token, onUnauthenticated, fetch });
    await expect(client.request(GuestMeQuery)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(onUnauthenticated).not.toHaveBeenCalled();
    token = 'old';
    await expect(client.request(GuestMeQuery)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(onUnauthenticated).toHaveBeenCalledExactlyOnceWith('old');
  });

  it('does not report other refusals as an ended session', async () => {
    const onUnauthenticated = vi.fn();
    const fetch = fakeFetch(async () =>
      Response.json({ data: null, errors: [{ message: 'FORBIDDEN', extensions: { code: 'FORBIDDEN' } }] }),
    );
    const client = createApiClient({ endpoint: '/graphql', getToken: () => 'abc', onUnauthenticated, fetch });
    await expect(client.request(GuestMeQuery)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

describe('isUnanswered', () => {
  it('is true for a network failure and the server’s INTERNAL error, false for the server’s refusals', async () => {
    const offline = createApiClient({
      endpoint: '/graphql',
      getToken: () => 'abc',
      fetch: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    expect(isUnanswered(await offline.request(GuestMeQuery).catch((error: unknown) => error))).toBe(true);
    expect(isUnanswered(new ApiError('INTERNAL'))).toBe(true);
    expect(isUnanswered(new ApiError('SERVICE_UNAVAILABLE'))).toBe(true);
    expect(isUnanswered(new ApiError('UNAUTHENTICATED'))).toBe(false);
    expect(isUnanswered(new ApiError('ACCOUNT_BLOCKED'))).toBe(false);
    expect(isUnanswered(new TypeError('not an ApiError'))).toBe(false);
  });
});
