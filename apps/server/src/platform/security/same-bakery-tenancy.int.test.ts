import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, createHost, createPrivate } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { freshOrderTenant, tokenFor, type FreshTenant } from '../../../test/factories';
import { PASSWORD } from '../../../test/fixtures';
import { MORNING, TODAY, TOMORROW } from '../../modules/orders/orders.test-setup';

/**
 * The role × operation matrix (tenancy-matrix.int.test.ts) attacks from another bakery; these are
 * the same bakery's other accounts: a second host, a second private customer, the other host's
 * guest, a second guest of the same host. Every door answers NOT_FOUND (the security review of
 * 2026-11-28 wrote these and found them closed; the doors it found open have their tests in the
 * modules: priceLists/host-own-products, dashboard, users/session-stay, auth/guest-shared-label).
 */
let server: TestServer;
let t: FreshTenant & { guest2: { id: number }; p: Record<string, string> };
const jwt: Record<string, string> = {};
const ids: Record<string, string> = {};

const PLACE = 'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }';

beforeAll(async () => {
  server = await createTestServer({}, { now: () => MORNING });
  const db = server.platform.db;
  t = (await freshOrderTenant(server, { base: 'rit', today: TODAY, guest2To: '2026-11-30' })) as typeof t;
  const host2 = await createHost(db, t.bakery.id, {
    username: `${t.prefix}-host2`,
    password: PASSWORD,
    priceListId: t.list.id,
  });
  const host2guest = await createGuest(db, host2, {
    label: `${t.prefix}h2room`,
    password: PASSWORD,
    activeFrom: TODAY,
    activeTo: '2026-11-30',
  });
  const private2 = await createPrivate(db, t.bakery.id, {
    username: `${t.prefix}-private2`,
    password: PASSWORD,
    priceListId: t.list.id,
  });
  Object.assign(jwt, t.jwt, {
    host2: await tokenFor(server, host2.id),
    host2guest: await tokenFor(server, host2guest.id),
    private2: await tokenFor(server, private2.id),
    guest2: (t.jwt as Record<string, string>).guest2,
  });
  const line = { deliveryDate: TOMORROW, lines: [{ productId: t.p.semmel, amount: 2 }] };
  const byPrivate = await server.gql(PLACE, { input: line }, t.jwt.private);
  const byGuest = await server.gql(PLACE, { input: line }, t.jwt.guest);
  if (byPrivate.errors || byGuest.errors) throw new Error(JSON.stringify([byPrivate.errors, byGuest.errors]));
  ids.privateOrder = byPrivate.data.placeOrder.id;
  ids.guestOrder = byGuest.data.placeOrder.id;
  ids.guest = String(t.guest.id);
}, 60_000);
afterAll(() => server.close());

const USER = 'query U($id: ID!) { user(id: $id) { id username email } }';
const ORDER = 'query O($id: ID!) { order(id: $id) { id client { id username } } }';

describe('same bakery, other account', () => {
  it("a second host cannot read or manage the first host's guest", async () => {
    expect(codeOf(await server.gql(USER, { id: ids.guest }, jwt.host2))).toBe('NOT_FOUND');
    expect(
      codeOf(
        await server.gql(
          'mutation R($id: ID!) { resetGuestPassword(guestId: $id) { password } }',
          { id: ids.guest },
          jwt.host2,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(
        await server.gql(
          'mutation T($g: ID!) { createGuestSignInToken(guestId: $g) { url } }',
          { g: ids.guest },
          jwt.host2,
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it("a second host cannot download the first host's guest documents (REST)", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt.host2}` },
        body: JSON.stringify(body),
      });
    expect((await post(`/api/guests/${ids.guest}/instruction-sheet.pdf`, {})).status).toBe(404);
    expect(
      (await post('/api/guest-billing/receipt.pdf', { guestId: ids.guest, from: '2026-11-01', to: '2026-11-30' }))
        .status,
    ).toBe(404);
  });

  it("no other host, guest or private customer of the bakery sees or accepts someone else's order", async () => {
    for (const who of ['host2', 'host2guest', 'guest2', 'private2'])
      for (const id of [ids.privateOrder, ids.guestOrder])
        expect([who, id, codeOf(await server.gql(ORDER, { id }, jwt[who]))]).toEqual([who, id, 'NOT_FOUND']);
    expect(
      codeOf(
        await server.gql(
          'mutation A($id: ID!) { acceptOrder(id: $id, accepted: false) { id } }',
          { id: ids.guestOrder },
          jwt.host2,
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it("a guest cannot read its host's other guest", async () => {
    expect(codeOf(await server.gql(USER, { id: String(t.guest2.id) }, jwt.guest))).toBe('NOT_FOUND');
  });
});
