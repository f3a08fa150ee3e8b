import { describe, expect, it, vi } from 'vitest';
import { ApiError, onUnauthenticated, request } from './client';
import { operationText } from '@bakery/api';
import { EmailCountQuery, MeQuery } from './operations';

function stubFetch(response: () => Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('request', () => {
  it('posts operationName, variables and query with the stored bearer token', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = stubFetch(async () => Response.json({ data: { emailCount: 0 } }));
    await expect(request(EmailCountQuery, { email: 'a@b.it' })).resolves.toEqual({ emailCount: 0 });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'EmailCount',
      variables: { email: 'a@b.it' },
      query: operationText(EmailCountQuery),
    });
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = stubFetch(async () => Response.json({ data: { me: null } }));
    await request(MeQuery);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('Authorization')).toBe(false);
  });

  it('turns a GraphQL error into an ApiError with code and extensions', async () => {
    stubFetch(async () =>
      Response.json({
        data: null,
        errors: [
          { message: 'ACCOUNT_OUTSIDE_STAY', extensions: { code: 'ACCOUNT_OUTSIDE_STAY', activeFrom: '2026-07-01' } },
        ],
      }),
    );
    const error = await request(MeQuery).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'ACCOUNT_OUTSIDE_STAY',
      extensions: { activeFrom: '2026-07-01' },
      network: false,
    });
  });

  it('reports a network failure as INTERNAL', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request(MeQuery)).rejects.toMatchObject({ code: 'INTERNAL', network: true });
  });

  it('reports an unreadable answer (e.g. an HTML 500 page) as INTERNAL, a proxy’s 502 page as SERVICE_UNAVAILABLE', async () => {
    stubFetch(async () => new Response('<html>Internal error</html>', { status: 500 }));
    await expect(request(MeQuery)).rejects.toMatchObject({ code: 'INTERNAL' });
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(request(MeQuery)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('reports UNAUTHENTICATED to the listeners, with the token sent, only when a token was sent', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthenticated(listener);
    stubFetch(async () =>
      Response.json({ data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );

    await expect(request(MeQuery)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(listener).not.toHaveBeenCalled();

    localStorage.setItem('token', 'abc');
    await expect(request(MeQuery)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(listener).toHaveBeenCalledExactlyOnceWith('abc');

    unsubscribe();
    await expect(request(MeQuery)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not report other errors as an ended session', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthenticated(listener);
    localStorage.setItem('token', 'abc');
    stubFetch(async () =>
      Response.json({ data: null, errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] }),
    );
    await expect(request(MeQuery)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});
