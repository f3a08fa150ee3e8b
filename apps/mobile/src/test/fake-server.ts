import type { AppUser, GuestProduct } from '@bakery/api';
import type { KeyValueStore } from '../platform/app-storage';
import type { TokenStorage } from '../platform/token-storage';

/** A GraphQL answer as the server sends it. */
export interface Answer {
  data?: unknown;
  errors?: { message: string; extensions: Record<string, unknown> }[];
}

type Handler = (variables: Record<string, unknown>, token: string | null) => Answer | Promise<Answer>;

export interface Call {
  operationName: string;
  variables: Record<string, unknown>;
  token: string | null;
}

/**
 * The network boundary of component tests: a fetch that answers each operation by name, like the
 * server would, and records what was sent. Unknown operations fail the test. A handler that
 * throws is a lost connection.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
      query: string;
    };
    const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
    const token = authorization ? authorization.replace(/^Bearer /, '') : null;
    calls.push({ operationName: body.operationName, variables: body.variables, token });
    const handler = handlers[body.operationName];
    if (!handler) throw new Error(`fakeServer: unexpected operation ${body.operationName}`);
    const answer = await handler(body.variables, token);
    return { ok: !answer.errors, status: 200, json: async () => answer } as unknown as Response;
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls,
    /** The operation names sent, in order. */
    names: () => calls.map((call) => call.operationName),
    on(operationName: string, handler: Handler) {
      handlers[operationName] = handler;
    },
  };
}

export function refusal(code: string, extensions: Record<string, unknown> = {}): Answer {
  return { data: null, errors: [{ message: code, extensions: { code, ...extensions } }] };
}

export function offline(): never {
  throw new TypeError('Network request failed');
}

/** Token storage in memory; `value` is what a restart would find. */
export function memoryStorage(initial: string | null = null): TokenStorage & { value: string | null } {
  const storage = {
    value: initial,
    read: async () => storage.value,
    write: async (token: string) => {
      storage.value = token;
    },
    clear: async () => {
      storage.value = null;
    },
  };
  return storage;
}

export const GUEST: AppUser = {
  id: '41',
  username: 'zimmer12abcdefghijklmnopqrstuvwxyz012345',
  label: 'zimmer12',
  displayName: 'zimmer12',
  language: 'de',
  kind: 'GUEST',
  activeFrom: '2026-11-20',
  activeTo: '2026-11-27',
  stayStatus: 'ACTIVE',
  host: { id: '7', name: 'Hotel Sonne' },
  bakery: { id: '1', name: 'Bäckerei Mair' },
};

export function product(
  id: string,
  name: string,
  priceCents: number,
  extra: Partial<GuestProduct['product']> = {},
): GuestProduct {
  return {
    priceCents,
    product: {
      id,
      name,
      descriptions: { de: '', it: '', en: '' },
      approxWeight: 80,
      haveToWeight: false,
      availableDays: 0,
      availableWeekdays: [],
      thumb: null,
      ...extra,
    },
  };
}

/** The device's key-value store in memory; `items` is what a restart would find. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { items: Record<string, string> } {
  const items: Record<string, string> = { ...initial };
  return {
    items,
    getItem: async (key) => items[key] ?? null,
    setItem: async (key, value) => {
      items[key] = value;
    },
    removeItem: async (key) => {
      delete items[key];
    },
  };
}
