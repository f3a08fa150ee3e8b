import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { guestLabel } from '@bakery/core';
import { users } from '../../db/schema/index';
import { createGuest, createPrivate } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, PASSWORD } from '../../../test/fixtures';

const LOGIN = `mutation Login($identifier: String!, $password: String!) {
  login(identifier: $identifier, password: $password) { jwt userId user { id username kind label language } }
}`;
const ME = 'query Me { me { id username kind bakery { name } } }';

let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  server = await createTestServer({ maxFailedLogins: 5 });
  tenant = await createTenant(server.platform.db, 'lg');
});
afterAll(() => server.close());

const login = (identifier: string, password = PASSWORD) => server.gql(LOGIN, { identifier, password });

describe('login (web admin)', () => {
  it.each([
    ['bakery', 'lg-bakery', 'BAKERY'],
    ['host', 'lg-host', 'HOST'],
    ['private customer', 'lg-private', 'PRIVATE'],
  ])('signs in a %s and the token loads the user', async (_name, username, kind) => {
    const res = await login(username);
    expect(res.errors).toBeUndefined();
    expect(res.data.login.user).toMatchObject({ username, kind });
    const me = await server.gql(ME, {}, res.data.login.jwt);
    expect(me.data.me).toMatchObject({ id: res.data.login.userId, username, kind });
  });

  it('accepts the e-mail address and any letter case as identifier', async () => {
    expect((await login('LG-Bakery@Example.org')).data.login.user.username).toBe('lg-bakery');
    expect((await login('LG-HOST')).data.login.user.username).toBe('lg-host');
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    expect(codeOf(await login('lg-host', 'Wrong-password-1'))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await login('nobody-here'))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await login('', PASSWORD))).toBe('INVALID_CREDENTIALS');
  });

  it("refuses a guest's credentials with ONLY_FOR_ADMINS and points to the guest app", async () => {
    for (const identifier of [tenant.guest.username, guestLabel(tenant.guest.username)]) {
      const res = await login(identifier);
      expect(codeOf(res)).toBe('ONLY_FOR_ADMINS');
      expect(res.errors?.[0]?.extensions?.guestAppUrl).toBe('/guest');
      expect(res.data).toBeNull();
    }
  });

  it('locks after 5 consecutive false logins, also for the right password, until a reset', async () => {
    const victim = await createPrivate(server.platform.db, tenant.bakery.id, {
      username: 'lg-victim',
      password: PASSWORD,
    });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) codes.push(codeOf(await login('lg-victim', `Wrong-${i}-pass!`)));
    expect(codes).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'ACCOUNT_LOCKED',
    ]);
    expect(codeOf(await login('lg-victim'))).toBe('ACCOUNT_LOCKED');
    const [row] = await server.platform.db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({ locked: true, failedLogins: 5 }); // counted in the database, so it holds across instances
  });

  it('resets the count of false logins after a successful one', async () => {
    await createPrivate(server.platform.db, tenant.bakery.id, { username: 'lg-typo', password: PASSWORD });
    for (let i = 0; i < 4; i++) await login('lg-typo', 'Wrong-pass-1!');
    expect(codeOf(await login('lg-typo'))).toBeUndefined();
    for (let i = 0; i < 4; i++) expect(codeOf(await login('lg-typo', 'Wrong-pass-1!'))).toBe('INVALID_CREDENTIALS');
  });

  it('refuses unconfirmed, not yet accepted and blocked accounts with their own codes', async () => {
    const db = server.platform.db;
    const mk = (username: string, extra: Partial<typeof users.$inferInsert>) =>
      createPrivate(db, tenant.bakery.id, { username, password: PASSWORD, extra });
    await mk('lg-unconfirmed', { confirmed: false });
    await mk('lg-waiting', { awaitingAcceptance: true, blocked: true });
    await mk('lg-blocked', { blocked: true });
    expect(codeOf(await login('lg-unconfirmed'))).toBe('ACCOUNT_NOT_CONFIRMED');
    expect(codeOf(await login('lg-waiting'))).toBe('ACCOUNT_NOT_ACCEPTED');
    expect(codeOf(await login('lg-blocked'))).toBe('ACCOUNT_BLOCKED');
    // status is only told after the right password
    expect(codeOf(await login('lg-blocked', 'Wrong-pass-1!'))).toBe('INVALID_CREDENTIALS');
  });

  it('refuses an account outside active_from..active_to with the dates', async () => {
    await createPrivate(server.platform.db, tenant.bakery.id, {
      username: 'lg-expired',
      password: PASSWORD,
      extra: { activeFrom: '2021-01-01', activeTo: '2022-12-31' },
    });
    const res = await login('lg-expired');
    expect(codeOf(res)).toBe('ACCOUNT_OUTSIDE_STAY');
    expect(res.errors?.[0]?.extensions).toMatchObject({ activeFrom: '2021-01-01', activeTo: '2022-12-31' });
  });

  it('refuses a faulty account (private customer without bakery)', async () => {
    await createPrivate(server.platform.db, tenant.bakery.id, {
      username: 'lg-orphan',
      password: PASSWORD,
      extra: { bakeryId: null },
    });
    expect(codeOf(await login('lg-orphan'))).toBe('ACCOUNT_FAULTY');
  });

  it('stops accepting a token once the account is blocked or the token version changes', async () => {
    const user = await createPrivate(server.platform.db, tenant.bakery.id, {
      username: 'lg-session',
      password: PASSWORD,
    });
    const { jwt } = (await login('lg-session')).data.login;
    expect((await server.gql(ME, {}, jwt)).data.me.username).toBe('lg-session');
    await server.platform.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    expect((await server.gql(ME, {}, jwt)).data.me).toBeNull();
    expect((await server.gql(ME, {}, 'not-a-token')).data.me).toBeNull();
  });
});

describe('guests restricted to their stay', () => {
  it('a guest whose stay is over is refused in the guest app with the stay dates', async () => {
    const guest = await createGuest(server.platform.db, tenant.host, {
      label: 'lgpast',
      password: PASSWORD,
      activeFrom: '2021-03-01',
      activeTo: '2021-03-07',
    });
    const res = await server.gql(
      'mutation G($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }',
      { i: guestLabel(guest.username), p: PASSWORD },
    );
    expect(codeOf(res)).toBe('ACCOUNT_OUTSIDE_STAY');
    expect(res.errors?.[0]?.extensions).toMatchObject({ activeFrom: '2021-03-01', activeTo: '2021-03-07' });
  });
});
