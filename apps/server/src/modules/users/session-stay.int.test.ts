import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@bakery/core';
import { users } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { freshTenant } from '../../../test/factories';
import { PASSWORD } from '../../../test/fixtures';
import { dateInZone } from '../../platform/time';

/**
 * SPEC §8: "An account is usable only when confirmed, not blocked, and today lies within
 * active_from..active_to … Guest accounts are restricted to stay dates." Sign-in checks the dates
 * (`assertUsable`), and so does every request's session lookup (`userFromToken`): a session lives
 * 30 days, a stay may end sooner. Found by the security review of 2026-11-28: a guest's session
 * kept working after its stay, and after its host ended the stay.
 */
let server: TestServer;
const today = dateInZone(new Date(), 'Europe/Rome');

beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

const ME = 'query Me { me { id kind } }';

describe('a session ends with the stay', () => {
  it('control: once the stay is over, the guest cannot sign in again (ACCOUNT_OUTSIDE_STAY)', async () => {
    const t = await freshTenant(server, { base: 'rsv' });
    await server.platform.db
      .update(users)
      .set({ activeFrom: addDays(today, -10), activeTo: addDays(today, -2) })
      .where(eq(users.id, t.guest.id));
    const login = await server.gql(
      'mutation G($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }',
      { i: `${t.prefix}room1`, p: PASSWORD },
    );
    expect(codeOf(login)).toBe('ACCOUNT_OUTSIDE_STAY');
  });

  it("a guest's session from its stay is refused once the stay is over (me is null)", async () => {
    const t = await freshTenant(server, { base: 'rsw' });
    // signed in during the stay (t.jwt.guest), then the stay ended
    await server.platform.db
      .update(users)
      .set({ activeFrom: addDays(today, -10), activeTo: addDays(today, -2) })
      .where(eq(users.id, t.guest.id));
    const me = await server.gql(ME, {}, t.jwt.guest);
    expect(me.data?.me).toBeNull();
  });

  it('a guest whose stay is over cannot keep writing to the bakery with its old session', async () => {
    const t = await freshTenant(server, { base: 'rsx' });
    await server.platform.db
      .update(users)
      .set({ activeFrom: addDays(today, -10), activeTo: addDays(today, -2) })
      .where(eq(users.id, t.guest.id));
    const wrote = await server.gql(
      'mutation W { createConversation(to: BAKERY, title: "after the stay", message: "still here") { id } }',
      {},
      t.jwt.guest,
    );
    expect(codeOf(wrote)).toBe('UNAUTHENTICATED');
  });

  it("the host ending a guest's stay (updateGuest) ends the guest's open sessions", async () => {
    const t = await freshTenant(server, { base: 'rsy' });
    const ended = await server.gql(
      'mutation U($id: ID!, $input: GuestInput!) { updateGuest(id: $id, input: $input) { id activeTo } }',
      {
        id: String(t.guest.id),
        input: { label: `${t.prefix}room1`, activeFrom: addDays(today, -5), activeTo: addDays(today, -1) },
      },
      t.jwt.host,
    );
    expect(ended.errors).toBeUndefined();
    const me = await server.gql(ME, {}, t.jwt.guest);
    expect(me.data?.me).toBeNull();
  });
});
