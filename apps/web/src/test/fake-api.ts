import { vi } from 'vitest';
import type { PublicConfig, User } from '../api/operations';

export interface GraphQLCall {
  operationName: string;
  variables: Record<string, unknown>;
  query: string;
  authorization: string | null;
}

type Result = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
type Handler = (variables: Record<string, unknown>) => Result | Promise<Result>;

export const DEFAULT_CONFIG: PublicConfig = {
  registrationOpen: true,
  registrationBakeryName: 'Bäckerei Huber',
  showPrices: true,
  appStoreUrl: 'https://apps.apple.com/app/brotzeit',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=app.brotzeit',
  guestAppUrl: 'https://guest.brotzeit.test',
  devOutbox: false,
  errorReporting: null,
  operator: null,
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '7',
    username: 'huber',
    label: 'Bäckerei Huber',
    email: 'huber@example.com',
    language: 'de',
    kind: 'BAKERY',
    isBakery: true,
    isHost: false,
    confirmed: true,
    blocked: false,
    activeFrom: '2021-01-01',
    activeTo: '9999-01-01',
    timeZone: 'Europe/Rome',
    needsDataCompletion: false,
    dismissedTutorials: [],
    bakery: null,
    host: null,
    ...overrides,
    // screens address accounts by display name; tests that set a label mean that name
    displayName: overrides.displayName ?? overrides.label ?? 'Bäckerei Huber',
  };
}

const NO_SUMS = {
  salesCents: 0,
  paidCents: 0,
  deliveredCents: 0,
  guestSalesCents: 0,
  orders: 0,
  products: 0,
  clients: 0,
  billsCents: 0,
};

/** The dashboard of an account with no orders yet, for the step and period asked. */
export function emptyDashboard(variables: Record<string, unknown>) {
  const from = String(variables.from);
  return {
    step: variables.step,
    from,
    to: variables.to,
    previousFrom: from,
    previousTo: from,
    today: variables.to,
    timeZone: 'Europe/Rome',
    series: [{ date: from, ...NO_SUMS }],
    totals: NO_SUMS,
    previous: NO_SUMS,
    topProducts: [],
    zones: [],
    news: { users: [], bills: [], products: [], orders: [] },
  };
}

export function data(value: unknown): Result {
  return { data: value };
}

export function gqlError(code: string, extensions: Record<string, unknown> = {}): Result {
  return { data: null, errors: [{ message: code, extensions: { code, ...extensions } }] };
}

/**
 * Replaces `fetch` with a fake GraphQL endpoint answering by operationName: the only thing the
 * component tests mock. An operation without a handler logs a console.error, which fails the test.
 */
export function installFakeApi(handlers: Record<string, Handler> = {}, config: Partial<PublicConfig> = {}) {
  const calls: GraphQLCall[] = [];
  const all: Record<string, Handler> = {
    PublicConfig: () => data({ publicConfig: { ...DEFAULT_CONFIG, ...config } }),
    // the menu's unread badge asks on every signed-in screen
    UnreadMessageCount: () => data({ unreadMessageCount: 0 }),
    // the landing page after sign-in: a dashboard with nothing in it
    Dashboard: (variables) => data({ dashboard: emptyDashboard(variables) }),
    // a bakery's dashboard warns of today's deliveries without a docket: none
    UndocketedToday: () =>
      data({ undocketedToday: { deliveryDate: '2026-01-01', recipients: 0, orders: 0, deadlines: [] } }),
    // the signed-out contact form on /chat/create loads a captcha
    Captcha: () => data({ captcha: { question: '2 + 3', token: 'captcha-token' } }),
    ...handlers,
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/graphql' || init?.method !== 'POST') throw new Error(`unexpected fetch ${String(input)}`);
    const body = JSON.parse(String(init.body)) as Omit<GraphQLCall, 'authorization'>;
    const headers = new Headers(init.headers);
    calls.push({ ...body, authorization: headers.get('Authorization') });
    const handler = all[body.operationName];
    if (!handler) {
      console.error(`fake API: no handler for ${body.operationName}`);
      return Response.json(gqlError('INTERNAL'));
    }
    return Response.json(await handler(body.variables));
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    callsOf: (operationName: string) => calls.filter((call) => call.operationName === operationName),
  };
}
