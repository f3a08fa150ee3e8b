import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';
import { freshTenant } from '../../../test/factories';

const USER =
  'query User($id: ID!) { user(id: $id) { id username displayName kind email bakery { id name } host { name } } }';
const LANG = 'mutation Lang($language: Language!) { changeLanguage(language: $language) { language } }';

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'ua');
  b = await createTenant(server.platform.db, 'ub');
  Object.assign(
    jwt,
    await signIn(server, {
      users: ['ua-bakery', 'ua-host', 'ua-private', 'ub-bakery', 'ub-host'],
      guests: { guest: 'uaroom1' },
    }),
  );
});
afterAll(() => server.close());

const user = (id: number, token?: string) => server.gql(USER, { id: String(id) }, token);

describe('user by id: tenancy and roles', () => {
  it('needs a session', async () => {
    expect(codeOf(await user(a.host.id))).toBe('UNAUTHENTICATED');
  });

  it('shows an account itself', async () => {
    expect((await user(a.host.id, jwt['ua-host'])).data.user).toMatchObject({
      username: 'ua-host',
      displayName: 'ua Hotel',
      kind: 'HOST',
      bakery: { name: 'ua Bakery' },
    });
  });

  it("lets a bakery see its own customers, not another bakery's", async () => {
    expect((await user(a.host.id, jwt['ua-bakery'])).data.user.username).toBe('ua-host');
    expect((await user(a.privateCustomer.id, jwt['ua-bakery'])).data.user.kind).toBe('PRIVATE');
    expect(codeOf(await user(b.host.id, jwt['ua-bakery']))).toBe('NOT_FOUND');
    expect(codeOf(await user(b.bakery.id, jwt['ua-bakery']))).toBe('NOT_FOUND');
  });

  it('lets a host see its own guests only', async () => {
    expect((await user(a.guest.id, jwt['ua-host'])).data.user).toMatchObject({
      kind: 'GUEST',
      host: { name: 'ua Hotel' },
    });
    expect(codeOf(await user(b.guest.id, jwt['ua-host']))).toBe('NOT_FOUND');
    expect(codeOf(await user(a.privateCustomer.id, jwt['ua-host']))).toBe('NOT_FOUND');
    expect(codeOf(await user(a.bakery.id, jwt['ua-host']))).toBe('NOT_FOUND');
  });

  it('lets guests and private customers see nobody else', async () => {
    expect(codeOf(await user(a.host.id, jwt.guest))).toBe('NOT_FOUND');
    expect(codeOf(await user(a.guest.id, jwt['ua-private']))).toBe('NOT_FOUND');
    expect((await user(a.guest.id, jwt.guest)).data.user.kind).toBe('GUEST');
  });

  it('refuses an id that is not a number', async () => {
    expect(codeOf(await server.gql(USER, { id: 'abc' }, jwt['ua-bakery']))).toBe('BAD_INPUT');
  });
});

describe('me and language', () => {
  it('me is null without a session', async () => {
    expect((await server.gql('query Me { me { id } }')).data.me).toBeNull();
  });

  it('changes the language of the signed-in account only', async () => {
    const f = await freshTenant(server, { base: 'uf' }); // the account whose language changes is the test's own
    expect(codeOf(await server.gql(LANG, { language: 'en' }))).toBe('UNAUTHENTICATED');
    expect((await server.gql(LANG, { language: 'en' }, f.jwt.private)).data.changeLanguage.language).toBe('en');
    expect((await server.gql('query Me { me { language } }', {}, f.jwt.private)).data.me.language).toBe('en');
    expect((await server.gql('query Me { me { language } }', {}, f.jwt.host)).data.me.language).toBe('de');
    expect(codeOf(await server.gql(LANG, { language: 'fr' }, f.jwt.private))).toBe('BAD_INPUT');
    expect((await server.gql('query Me { me { language } }', {}, f.jwt.private)).data.me.language).toBe('en');
  });
});

describe("an account's time zone", () => {
  it("is its bakery's for the bakery, its host, private customer and guest; the platform default where the bakery has none", async () => {
    const z = await createTenant(server.platform.db, 'uz');
    await server.platform.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, z.bakery.id));
    const tokens = await signIn(server, {
      users: ['uz-bakery', 'uz-host', 'uz-private'],
      guests: { guest: 'uzroom1' },
    });
    for (const token of Object.values(tokens))
      expect((await server.gql('query Me { me { timeZone } }', {}, token)).data.me.timeZone).toBe('America/New_York');
    expect((await server.gql('query Me { me { timeZone } }', {}, jwt['ua-host'])).data.me.timeZone).toBe(
      server.platform.config.bakeryTimeZone,
    );
  });
});
