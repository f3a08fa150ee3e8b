import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, guestLabel } from '@bakery/core';
import { authTokens, users } from '../../db/schema/index';
import { dateInZone } from '../../platform/time';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';
import { freshTenant } from '../../../test/factories';

const CREATE =
  'mutation G($input: GuestInput!) { createGuest(input: $input) { password signInUrl user { id username label kind language activeFrom activeTo stayStatus } } }';
const UPDATE =
  'mutation U($id: ID!, $input: GuestInput!) { updateGuest(id: $id, input: $input) { id username label activeFrom activeTo } }';
const TOKEN = 'mutation T($id: ID!) { createGuestSignInToken(guestId: $id) { url expiresAt } }';
const REVOKE = 'mutation R($id: ID!) { revokeGuestSignInTokens(guestId: $id) }';
const TOKEN_LOGIN = 'mutation TL($token: String!) { guestTokenLogin(token: $token) { jwt user { id kind } } }';
const GUEST_LOGIN = 'mutation GL($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }';
const DELETE = 'mutation D($id: ID!) { deleteClient(id: $id) { id blocked } }';
const RESTORE = 'mutation R($id: ID!) { restoreClient(id: $id) { id blocked } }';

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};
const today = dateInZone(new Date(), 'Europe/Rome');

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'ga');
  b = await createTenant(server.platform.db, 'gb');
  Object.assign(
    jwt,
    await signIn(server, { users: ['ga-bakery', 'ga-host', 'gb-host', 'ga-private'], guests: { guest: 'garoom1' } }),
  );
});
afterAll(() => server.close());

const stay = (over: Record<string, unknown> = {}) => ({
  label: 'Room 12',
  activeFrom: today,
  activeTo: addDays(today, 4),
  language: 'en',
  ...over,
});
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const guestCount = async () => (await server.platform.db.select({ id: users.id }).from(users)).length;

describe('guests of a host', () => {
  it('creates a guest: label + 32-character suffix, generated 12-character password, QR link that signs in', async () => {
    const res = (await server.gql(CREATE, { input: stay() }, jwt['ga-host'])).data.createGuest;
    expect(res.user).toMatchObject({ label: 'Room 12', kind: 'GUEST', language: 'en', stayStatus: 'ACTIVE' });
    expect(res.user.username).toMatch(/^Room 12[a-z0-9]{32}$/);
    expect(res.password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(res.signInUrl).toMatch(/^http:\/\/bakery\.test\/guest\?token=/);
    expect((await server.gql(GUEST_LOGIN, { i: 'Room 12', p: res.password })).data.guestLogin.jwt).toBeTruthy();
    const login = (await server.gql(TOKEN_LOGIN, { token: tokenOf(res.signInUrl) })).data.guestTokenLogin;
    expect(login.user).toEqual({ id: res.user.id, kind: 'GUEST' });
    const [row] = await server.platform.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, Number(res.user.id)));
    expect(row!.tokenHash).not.toContain(tokenOf(res.signInUrl));
    expect(row!.purpose).toBe('guest_qr');
  });

  it('takes a typed password when it follows the rules', async () => {
    expect(codeOf(await server.gql(CREATE, { input: stay({ password: 'short' }) }, jwt['ga-host']))).toBe(
      'PASSWORD_TOO_SHORT',
    );
    const res = (
      await server.gql(CREATE, { input: stay({ label: 'Suite', password: 'Brezel-2024!' }) }, jwt['ga-host'])
    ).data.createGuest;
    expect(res.password).toBe('Brezel-2024!');
  });

  it('refuses bad stays and labels, other roles and signed out, writing nothing', async () => {
    const before = await guestCount();
    expect(
      codeOf(
        await server.gql(CREATE, { input: stay({ activeFrom: addDays(today, 2), activeTo: today }) }, jwt['ga-host']),
      ),
    ).toBe('INVALID_DATE');
    expect(codeOf(await server.gql(CREATE, { input: stay({ activeTo: '2026-13-01' }) }, jwt['ga-host']))).toBe(
      'INVALID_DATE',
    );
    expect(codeOf(await server.gql(CREATE, { input: stay({ label: 'ab' }) }, jwt['ga-host']))).toBe(
      'USERNAME_TOO_SHORT',
    );
    expect(codeOf(await server.gql(CREATE, { input: stay() }, jwt['ga-bakery']))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(CREATE, { input: stay() }, jwt['ga-private']))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(CREATE, { input: stay() }, jwt.guest))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(CREATE, { input: stay() }))).toBe('UNAUTHENTICATED');
    expect(await guestCount()).toBe(before);
  });

  it("edits label and stay, keeping the suffix; not another host's guest", async () => {
    const f = await freshTenant(server, { base: 'gf', today }); // the guest edited is of a tenant of the test's own
    const id = String(f.guest.id);
    const label = `${f.prefix}room7`;
    const input = { label, activeFrom: addDays(today, -1), activeTo: addDays(today, 10) };
    expect(codeOf(await server.gql(UPDATE, { id, input }, jwt['gb-host']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(UPDATE, { id, input }, f.jwt.bakery))).toBe('FORBIDDEN');
    expect(
      codeOf(await server.gql(UPDATE, { id, input: { ...input, activeTo: addDays(today, -2) } }, f.jwt.host)),
    ).toBe('INVALID_DATE');
    const res = (await server.gql(UPDATE, { id, input }, f.jwt.host)).data.updateGuest;
    expect(res).toMatchObject({ label, activeTo: addDays(today, 10) });
    expect(res.username.slice(-32)).toBe(f.guest.username.slice(-32));
    expect(guestLabel(res.username)).toBe(label);
  });

  it('blocks and restores its guests only', async () => {
    const f = await freshTenant(server, { base: 'gf', today }); // the guest blocked is of a tenant of the test's own
    expect(codeOf(await server.gql(DELETE, { id: String(b.guest.id) }, f.jwt.host))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(DELETE, { id: String(f.guest.id) }, jwt['gb-host']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(DELETE, { id: String(f.guest.id) }, f.jwt.guest))).toBe('FORBIDDEN');
    expect((await server.gql(DELETE, { id: String(f.guest.id) }, f.jwt.host)).data.deleteClient.blocked).toBe(true);
    expect((await server.gql('query Me { me { id } }', {}, f.jwt.guest)).data.me).toBeNull();
    expect((await server.gql(RESTORE, { id: String(f.guest.id) }, f.jwt.host)).data.restoreClient.blocked).toBe(false);
  });
});

describe('new password for a guest', () => {
  it('replaces password and QR links, ends sessions; only for its own host', async () => {
    const RESET = 'mutation P($id: ID!) { resetGuestPassword(guestId: $id) { password signInUrl user { id } } }';
    const created = (await server.gql(CREATE, { input: stay({ label: 'Reset me' }) }, jwt['ga-host'])).data.createGuest;
    const session = (await server.gql(GUEST_LOGIN, { i: 'Reset me', p: created.password })).data.guestLogin.jwt;
    expect(codeOf(await server.gql(RESET, { id: created.user.id }, jwt['gb-host']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(RESET, { id: created.user.id }, jwt['ga-bakery']))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(RESET, { id: created.user.id }))).toBe('UNAUTHENTICATED');
    expect(
      (await server.gql(TOKEN_LOGIN, { token: tokenOf(created.signInUrl) })).data.guestTokenLogin.jwt,
    ).toBeTruthy();
    const reset = (await server.gql(RESET, { id: created.user.id }, jwt['ga-host'])).data.resetGuestPassword;
    expect(reset.password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(reset.password).not.toBe(created.password);
    expect((await server.gql('query Me { me { id } }', {}, session)).data.me).toBeNull();
    expect(codeOf(await server.gql(TOKEN_LOGIN, { token: tokenOf(created.signInUrl) }))).toBe('LINK_INVALID');
    expect(codeOf(await server.gql(GUEST_LOGIN, { i: 'Reset me', p: created.password }))).toBe('INVALID_CREDENTIALS');
    expect((await server.gql(GUEST_LOGIN, { i: 'Reset me', p: reset.password })).data.guestLogin.jwt).toBeTruthy();
    expect((await server.gql(TOKEN_LOGIN, { token: tokenOf(reset.signInUrl) })).data.guestTokenLogin.user.id).toBe(
      created.user.id,
    );
  });
});

describe('QR sign-in tokens', () => {
  it("are issued and revoked by the guest's host only; revoked tokens stop working", async () => {
    const id = String(a.guest.id);
    expect(codeOf(await server.gql(TOKEN, { id }, jwt['gb-host']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(TOKEN, { id }, jwt['ga-bakery']))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(TOKEN, { id }))).toBe('UNAUTHENTICATED');
    const issued = (await server.gql(TOKEN, { id }, jwt['ga-host'])).data.createGuestSignInToken;
    expect(new Date(issued.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const token = tokenOf(issued.url);
    expect((await server.gql(TOKEN_LOGIN, { token })).data.guestTokenLogin.jwt).toBeTruthy();
    expect((await server.gql(TOKEN_LOGIN, { token })).data.guestTokenLogin.jwt).toBeTruthy();
    expect(codeOf(await server.gql(REVOKE, { id }, jwt['gb-host']))).toBe('NOT_FOUND');
    expect((await server.gql(TOKEN_LOGIN, { token })).data.guestTokenLogin.jwt).toBeTruthy();
    expect((await server.gql(REVOKE, { id }, jwt['ga-host'])).data.revokeGuestSignInTokens).toBeGreaterThanOrEqual(1);
    expect(codeOf(await server.gql(TOKEN_LOGIN, { token }))).toBe('LINK_INVALID');
  });

  it('refuse unknown tokens, blocked guests and guests outside their stay', async () => {
    expect(codeOf(await server.gql(TOKEN_LOGIN, { token: 'not-a-token' }))).toBe('LINK_INVALID');
    const res = (
      await server.gql(
        CREATE,
        { input: stay({ label: 'Later', activeFrom: addDays(today, 3), activeTo: addDays(today, 5) }) },
        jwt['ga-host'],
      )
    ).data.createGuest;
    expect(res.user.stayStatus).toBe('UPCOMING');
    expect(codeOf(await server.gql(TOKEN_LOGIN, { token: tokenOf(res.signInUrl) }))).toBe('ACCOUNT_OUTSIDE_STAY');
    const now = (await server.gql(CREATE, { input: stay({ label: 'Blocked' }) }, jwt['ga-host'])).data.createGuest;
    await server.gql(DELETE, { id: now.user.id }, jwt['ga-host']);
    expect(codeOf(await server.gql(TOKEN_LOGIN, { token: tokenOf(now.signInUrl) }))).toBe('ACCOUNT_BLOCKED');
  });

  it('expire at the end of the stay', async () => {
    const res = (
      await server.gql(
        CREATE,
        { input: stay({ label: 'Shortstay', activeFrom: addDays(today, -3), activeTo: addDays(today, -1) }) },
        jwt['ga-host'],
      )
    ).data.createGuest;
    expect(res.user.stayStatus).toBe('OVER');
    expect(codeOf(await server.gql(TOKEN_LOGIN, { token: tokenOf(res.signInUrl) }))).toBe('LINK_INVALID');
  });
});
