import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, guestLabel } from '@bakery/core';
import { createGuest } from '../../db/seed/factories';
import { dateInZone } from '../../platform/time';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, PASSWORD } from '../../../test/fixtures';

const GUEST_LOGIN =
  'mutation GuestLogin($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt user { id label kind host { name } } } }';

let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTenant>>;
const today = dateInZone(new Date(), 'Europe/Rome');
const stay = { activeFrom: addDays(today, -1), activeTo: addDays(today, 2) };

beforeAll(async () => {
  server = await createTestServer();
  tenant = await createTenant(server.platform.db, 'gl');
  // ten guests whose labels start with "suite": the most a guest identifier may match
  for (let i = 0; i < 10; i++)
    await createGuest(server.platform.db, tenant.host, { label: `suite${i}`, password: `Suite-${i}-pass!`, ...stay });
  // eleven starting with "apt"
  for (let i = 0; i < 11; i++)
    await createGuest(server.platform.db, tenant.host, { label: `apt${i}`, password: PASSWORD, ...stay });
});
afterAll(() => server.close());

const guestLogin = (i: string, p: string) => server.gql(GUEST_LOGIN, { i, p });

// requirements/accounts-and-sign-in.md#guest-sign-in
describe('guest sign-in', () => {
  it('refuses an identifier under 3 characters', async () => {
    expect(codeOf(await guestLogin('su', PASSWORD))).toBe('GUEST_IDENTIFIER_TOO_SHORT');
  });

  it('refuses when more than 10 guests match', async () => {
    expect(codeOf(await guestLogin('apt', PASSWORD))).toBe('GUEST_IDENTIFIER_AMBIGUOUS');
  });

  it('tries each of up to 10 matching guests with the password until one succeeds', async () => {
    const res = await guestLogin('suite', 'Suite-7-pass!');
    expect(res.errors).toBeUndefined();
    expect(res.data.guestLogin.user).toMatchObject({ label: 'suite7', kind: 'GUEST', host: { name: 'gl Hotel' } });
  });

  it('says credentials wrong when no matching guest has the password', async () => {
    expect(codeOf(await guestLogin('suite', 'Nobody-has-1!'))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await guestLogin('nosuchguest', PASSWORD))).toBe('INVALID_CREDENTIALS');
  });

  it('accepts the label and the full username', async () => {
    expect((await guestLogin(guestLabel(tenant.guest.username), PASSWORD)).data.guestLogin.user.label).toBe('glroom1');
    expect((await guestLogin(tenant.guest.username, PASSWORD)).data.guestLogin.user.label).toBe('glroom1');
  });

  it('lets private customers sign in to the guest app, but not bakeries or hosts', async () => {
    expect((await guestLogin('gl-private', PASSWORD)).data.guestLogin.user.kind).toBe('PRIVATE');
    expect(codeOf(await guestLogin('gl-host', PASSWORD))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await guestLogin('gl-bakery', PASSWORD))).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a guest before the stay starts, with the dates', async () => {
    const future = await createGuest(server.platform.db, tenant.host, {
      label: 'arrivesoon',
      password: PASSWORD,
      activeFrom: addDays(today, 3),
      activeTo: addDays(today, 9),
    });
    const res = await guestLogin('arrivesoon', PASSWORD);
    expect(codeOf(res)).toBe('ACCOUNT_OUTSIDE_STAY');
    expect(res.errors?.[0]?.extensions).toMatchObject({ activeFrom: future.activeFrom, activeTo: future.activeTo });
  });
});
