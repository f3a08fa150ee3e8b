import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, PASSWORD, signIn } from '../../../test/fixtures';
import { createOperator } from './operator.service';

const ALL_BAKERIES = 'query AllBakeries { allBakeries { id username email companyName city blocked contractStart } }';

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
let jwt: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'opa');
  b = await createTenant(server.platform.db, 'opb');
  await createOperator(server.platform.db, { username: 'platform-op', email: 'op@example.org', password: PASSWORD });
  jwt = await signIn(server, {
    users: ['platform-op', 'opa-bakery', 'opa-host', 'opa-private'],
    guests: { guest: 'oparoom1' },
  });
});
afterAll(() => server.close());

// requirements/platform-and-contract.md#platform-operator
describe('the operator account', () => {
  it('speaks German unless created in another language', async () => {
    const me = 'query { me { language } }';
    expect((await server.gql(me, {}, jwt['platform-op'])).data.me.language).toBe('de');
    await createOperator(server.platform.db, {
      username: 'platform-op-it',
      email: 'op-it@example.org',
      password: PASSWORD,
      language: 'it',
    });
    const it = await signIn(server, { users: ['platform-op-it'] });
    expect((await server.gql(me, {}, it['platform-op-it'])).data.me.language).toBe('it');
  });
});

describe('allBakeries ("all bakeries"): the platform operator only', () => {
  it('lists every bakery, and nothing but bakeries, to the operator', async () => {
    const res = await server.gql(ALL_BAKERIES, {}, jwt['platform-op']);
    expect(res.errors).toBeUndefined();
    const rows = res.data.allBakeries as {
      id: string;
      username: string;
      companyName: string;
      blocked: boolean;
      contractStart: string;
    }[];
    expect(rows.map((r) => r.username)).toEqual(['opa-bakery', 'opb-bakery']);
    expect(rows[0]).toMatchObject({
      id: String(a.bakery.id),
      email: 'opa-bakery@example.org',
      companyName: 'opa Bakery',
      blocked: false,
    });
    expect(rows[0]!.contractStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows.some((r) => r.id === String(b.host.id))).toBe(false);
  });

  it('refuses anonymous callers and every other role', async () => {
    expect(codeOf(await server.gql(ALL_BAKERIES))).toBe('UNAUTHENTICATED');
    for (const role of ['opa-bakery', 'opa-host', 'opa-private', 'guest']) {
      const res = await server.gql(ALL_BAKERIES, {}, jwt[role]);
      expect(codeOf(res), role).toBe('FORBIDDEN');
      expect(res.data?.allBakeries ?? null, role).toBeNull();
    }
  });

  it("gives the operator no private customer's rights (its account belongs to no bakery)", async () => {
    expect(
      codeOf(
        await server.gql('mutation P { updateMyProfile(acceptsGuestOrders: true) { id } }', {}, jwt['platform-op']),
      ),
    ).toBe('FORBIDDEN');
    expect(codeOf(await server.gql('query A { abos { total } }', {}, jwt['platform-op']))).toBe('FORBIDDEN');
    expect((await server.gql('query Me { me { username } }', {}, jwt['platform-op'])).data.me.username).toBe(
      'platform-op',
    );
  });

  it('is signed in as its own kind, OPERATOR, with no base data to complete (the web shows it the operator screens)', async () => {
    const me = (await server.gql('query Me { me { username kind needsDataCompletion } }', {}, jwt['platform-op'])).data
      .me;
    expect(me).toEqual({ username: 'platform-op', kind: 'OPERATOR', needsDataCompletion: false });
    const login = await server.gql(
      'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { user { kind } } }',
      { i: 'platform-op', p: PASSWORD },
    );
    expect(login.data.login.user.kind).toBe('OPERATOR');
    expect((await server.gql('query Me { me { kind } }', {}, jwt['opa-private'])).data.me.kind).toBe('PRIVATE');
  });
});
