import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays } from '@bakery/core';
import { rateLimits, users } from '../../db/schema/index';
import { createGuest } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { freshTenant } from '../../../test/factories';
import { PASSWORD } from '../../../test/fixtures';
import { dateInZone } from '../../platform/time';

/**
 * Guessing a guest's password by its label (docs/SECURITY.md, "Password guessing"): a label of one
 * guest locks that guest after MAX_FAILED_LOGINS false passwords. A label several guests share
 * ("101" in two hotels) counts its false passwords against the label, so one guest's mistakes lock
 * no other guest, and the label waits out SHARED_LABEL_WINDOW_MINUTES after the fifth. Found by the
 * security review of 2026-11-28: a shared label was never counted, so a host of another bakery
 * could switch off a guest's lock by creating a guest with the same label.
 */
let server: TestServer;
const today = dateInZone(new Date(), 'Europe/Rome');
const GUEST_LOGIN = 'mutation G($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }';

beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

describe('a guest label', () => {
  it('of one guest locks that guest after 5 false passwords', async () => {
    const a = await freshTenant(server, { base: 'gsa' });
    for (let i = 0; i < 5; i++) await server.gql(GUEST_LOGIN, { i: `${a.prefix}room1`, p: `Wrong-${i}-pass!` });
    const [row] = await server.platform.db.select({ locked: users.locked }).from(users).where(eq(users.id, a.guest.id));
    expect(row).toEqual({ locked: true });
  });

  it('shared by guests of two bakeries is refused after 5 false passwords, even with the right one, and locks neither guest', async () => {
    const a = await freshTenant(server, { base: 'gsb' });
    const b = await freshTenant(server, { base: 'gsc' });
    const label = `${a.prefix}shared`;
    const stay = { activeFrom: addDays(today, -1), activeTo: addDays(today, 3) };
    const first = await createGuest(server.platform.db, a.host, { label, password: PASSWORD, ...stay });
    const second = await createGuest(server.platform.db, b.host, { label, password: 'Other-Pass-77!', ...stay });

    // the right password signs in while the label's budget lasts, and spends none of it
    expect(codeOf(await server.gql(GUEST_LOGIN, { i: label, p: PASSWORD }))).toBeUndefined();
    // looking at the budget writes nothing: only a false password leaves a counter
    const counter = () =>
      server.platform.db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(eq(rateLimits.key, `guest-label:${label.toLowerCase()}`));
    expect(await counter()).toEqual([]);
    for (let i = 0; i < 5; i++) {
      expect(codeOf(await server.gql(GUEST_LOGIN, { i: label, p: `Wrong-${i}-pass!` }))).toBe('INVALID_CREDENTIALS');
    }
    expect(await counter()).toEqual([{ hits: 5 }]);
    const refused = await server.gql(GUEST_LOGIN, { i: label, p: PASSWORD });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    // typed in other letters, the label is the same label
    expect(codeOf(await server.gql(GUEST_LOGIN, { i: label.toUpperCase(), p: PASSWORD }))).toBe('TOO_MANY_ATTEMPTS');

    const rows = await server.platform.db
      .select({ locked: users.locked })
      .from(users)
      .where(inArray(users.id, [first.id, second.id]));
    expect(rows).toEqual([{ locked: false }, { locked: false }]);
  });

  it("counts only the guests who may sign in today: a room's past stays and removed guests do not make it ambiguous", async () => {
    // found by the tenancy review of 2026-11-29: a hotel creating a guest per stay for room "101" had, from its
    // eleventh stay on, every guest of the label refused as ambiguous (more than 10 matches), whatever the password
    const a = await freshTenant(server, { base: 'gsd' });
    const label = `${a.prefix}room101`;
    for (let stay = 0; stay < 12; stay++) {
      const from = addDays(today, -30 - stay * 7);
      await createGuest(server.platform.db, a.host, {
        label,
        password: `Past-Stay-${stay}!a`,
        activeFrom: from,
        activeTo: addDays(from, 5),
      });
    }
    const removed = await createGuest(server.platform.db, a.host, {
      label,
      password: 'Removed-Guest-1!',
      activeFrom: addDays(today, -1),
      activeTo: addDays(today, 3),
    });
    await server.platform.db.update(users).set({ blocked: true }).where(eq(users.id, removed.id));
    await createGuest(server.platform.db, a.host, {
      label,
      password: PASSWORD,
      activeFrom: addDays(today, -1),
      activeTo: addDays(today, 3),
    });
    expect(codeOf(await server.gql(GUEST_LOGIN, { i: label, p: PASSWORD }))).toBeUndefined();
    expect(codeOf(await server.gql(GUEST_LOGIN, { i: label, p: 'Wrong-pass-1!' }))).toBe('INVALID_CREDENTIALS');
    // a guest of a past stay is still told that its stay is over, when it is the only one of its label
    const b = await freshTenant(server, { base: 'gse' });
    const past = { activeFrom: addDays(today, -10), activeTo: addDays(today, -3) };
    await createGuest(server.platform.db, b.host, { label: `${b.prefix}solo`, password: PASSWORD, ...past });
    expect(codeOf(await server.gql(GUEST_LOGIN, { i: `${b.prefix}solo`, p: PASSWORD }))).toBe('ACCOUNT_OUTSIDE_STAY');
  });

  it('still refuses a label more than 10 current guests share (SPEC §5)', async () => {
    const a = await freshTenant(server, { base: 'gsf' });
    const label = `${a.prefix}crowd`;
    for (let i = 0; i < 11; i++) {
      await createGuest(server.platform.db, a.host, {
        label,
        password: i === 0 ? PASSWORD : `Crowd-Pass-${i}!`,
        activeFrom: addDays(today, -1),
        activeTo: addDays(today, 3),
      });
    }
    expect(codeOf(await server.gql(GUEST_LOGIN, { i: label, p: PASSWORD }))).toBe('GUEST_IDENTIFIER_AMBIGUOUS');
  });
});
