import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hostProducts } from '../../db/schema/index';
import { createHost, createProduct, createPriceList } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, PASSWORD, signIn } from '../../../test/fixtures';

const OFFERS = 'query Offers { productOffers { product { id name } listGramPrice basePriceCents adopted } }';
const ADOPT =
  'mutation Adopt($p: ID!, $d: String) { adoptProduct(productId: $p, displayPrice: $d) { id displayPrice basePriceCents priceCents product { name } } }';
const TAKEN = 'query Taken { hostProducts { id displayPrice priceCents product { name } } }';
const GUEST = 'query GuestProducts { guestProducts { priceCents product { name } } }';

let server: TestServer;
let t: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  const db = server.platform.db;
  t = await createTenant(db, 'ha');
  const other = await createTenant(db, 'hb');
  const vip = await createPriceList(db, t.bakery.id, 'VIP', false);
  const mk = (de: string, listIds: number[], gramPrice = '0.009') =>
    createProduct(db, t.bakery.id, {
      name: { de, it: de, en: de },
      description: { de, it: de, en: de },
      gramPrice,
      approxWeight: 50,
      priceListIds: listIds,
    });
  ids.semmel = String((await mk('Semmel', [t.list.id])).id); // 0.009 €/g × 50 g = 45 cents
  ids.brezel = String((await mk('Brezel', [t.list.id], '0.0106')).id); // 53 cents
  ids.vipOnly = String((await mk('Trüffelbrot', [vip.id])).id); // not in the host's list
  ids.foreign = String(
    (
      await createProduct(db, other.bakery.id, {
        name: { de: 'Fremd', it: 'x', en: 'x' },
        description: { de: 'x', it: 'x', en: 'x' },
        gramPrice: '0.01',
        approxWeight: 10,
        priceListIds: [other.list.id],
      })
    ).id,
  );
  await createHost(db, t.bakery.id, { username: 'ha-host2', password: PASSWORD, priceListId: t.list.id });
  Object.assign(
    jwt,
    await signIn(server, {
      users: ['ha-host', 'ha-host2', 'ha-bakery', 'ha-private', 'hb-host'],
      guests: { guest: 'haroom1' },
    }),
  );
});
afterAll(() => server.close());

describe('host take-over', () => {
  it("offers only the bakery's products in the host's price list, with the base price per piece", async () => {
    const offers = (await server.gql(OFFERS, {}, jwt['ha-host'])).data.productOffers;
    expect(offers.map((o: { product: { name: string } }) => o.product.name)).toEqual(['Semmel', 'Brezel']);
    expect(offers[0]).toMatchObject({ listGramPrice: '0.009000', basePriceCents: 45, adopted: false });
  });

  it('adopts with a display price or at the base price; twice is refused', async () => {
    const semmel = (await server.gql(ADOPT, { p: ids.semmel, d: '0,60' }, jwt['ha-host'])).data.adoptProduct;
    expect(semmel).toMatchObject({
      displayPrice: '0.60',
      basePriceCents: 45,
      priceCents: 60,
      product: { name: 'Semmel' },
    });
    const again = await server.gql(ADOPT, { p: ids.semmel }, jwt['ha-host']);
    expect(codeOf(again)).toBe('PRODUCT_ALREADY_ADOPTED');
    const brezel = (await server.gql(ADOPT, { p: ids.brezel }, jwt['ha-host'])).data.adoptProduct;
    expect(brezel).toMatchObject({ displayPrice: null, priceCents: 53 });
    expect(
      (await server.gql(OFFERS, {}, jwt['ha-host'])).data.productOffers.every((o: { adopted: boolean }) => o.adopted),
    ).toBe(true);
  });

  it("refuses products outside the host's list or bakery, and bad prices, writing nothing", async () => {
    const before = (await server.platform.db.select().from(hostProducts)).length;
    expect(codeOf(await server.gql(ADOPT, { p: ids.vipOnly }, jwt['ha-host2']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(ADOPT, { p: ids.foreign }, jwt['ha-host2']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(ADOPT, { p: ids.semmel, d: '-1' }, jwt['ha-host2']))).toBe('BAD_INPUT');
    expect(codeOf(await server.gql(ADOPT, { p: ids.semmel, d: '0.605' }, jwt['ha-host2']))).toBe('BAD_INPUT');
    expect((await server.platform.db.select().from(hostProducts)).length).toBe(before);
  });

  it('adopts all offered products at once and counts only the new ones', async () => {
    expect((await server.gql('mutation All { adoptAllProducts }', {}, jwt['ha-host2'])).data.adoptAllProducts).toBe(2);
    expect((await server.gql('mutation All { adoptAllProducts }', {}, jwt['ha-host2'])).data.adoptAllProducts).toBe(0);
  });

  it("never shows hosts or guests the bakery's base prices", async () => {
    const q = 'query Taken { hostProducts { product { gramPrice pricePerKgCents inPriceList } } }';
    expect((await server.gql(q, {}, jwt['ha-host'])).data.hostProducts[0].product).toEqual({
      gramPrice: null,
      pricePerKgCents: null,
      inPriceList: null,
    });
    const g = 'query GuestProducts { guestProducts { product { gramPrice pricePerKgCents inPriceList } } }';
    expect((await server.gql(g, {}, jwt.guest)).data.guestProducts[0].product).toEqual({
      gramPrice: null,
      pricePerKgCents: null,
      inPriceList: null,
    });
  });

  it("shows the guest its host's take-overs at the host price", async () => {
    const guest = (await server.gql(GUEST, {}, jwt.guest)).data.guestProducts;
    expect(guest).toEqual([
      { priceCents: 60, product: { name: 'Semmel' } },
      { priceCents: 53, product: { name: 'Brezel' } },
    ]);
  });

  it('edits the display price and removes a take-over for real', async () => {
    const [brezel] = (await server.gql(TAKEN, {}, jwt['ha-host'])).data.hostProducts.filter(
      (h: { product: { name: string } }) => h.product.name === 'Brezel',
    );
    const edited = (
      await server.gql(
        'mutation U($id: ID!, $d: String) { updateHostProduct(id: $id, displayPrice: $d) { priceCents } }',
        { id: brezel.id, d: '0.70' },
        jwt['ha-host'],
      )
    ).data.updateHostProduct;
    expect(edited.priceCents).toBe(70);
    expect(
      (await server.gql('mutation R($id: ID!) { removeHostProduct(id: $id) }', { id: brezel.id }, jwt['ha-host'])).data
        .removeHostProduct,
    ).toBe(true);
    expect(
      await server.platform.db
        .select()
        .from(hostProducts)
        .where(eq(hostProducts.id, Number(brezel.id))),
    ).toEqual([]);
    expect(
      (await server.gql(GUEST, {}, jwt.guest)).data.guestProducts.map(
        (g: { product: { name: string } }) => g.product.name,
      ),
    ).toEqual(['Semmel']);
  });
});

describe('who may take products over', () => {
  it("answers another host's take-over as not found and leaves it", async () => {
    const [mine] = (await server.gql(TAKEN, {}, jwt['ha-host'])).data.hostProducts;
    for (const [q, v] of [
      ['mutation U($id: ID!) { updateHostProduct(id: $id, displayPrice: "9.99") { id } }', { id: mine.id }],
      ['mutation R($id: ID!) { removeHostProduct(id: $id) }', { id: mine.id }],
    ] as const) {
      expect(codeOf(await server.gql(q, v, jwt['ha-host2']))).toBe('NOT_FOUND');
      expect(codeOf(await server.gql(q, v, jwt['hb-host']))).toBe('NOT_FOUND');
    }
    expect((await server.gql(TAKEN, {}, jwt['ha-host'])).data.hostProducts[0]).toMatchObject({
      id: mine.id,
      displayPrice: '0.60',
    });
  });

  it.each(['ha-bakery', 'ha-private', 'guest'])('refuses every take-over operation to %s', async (who) => {
    for (const q of [OFFERS, TAKEN, 'mutation All { adoptAllProducts }', 'mutation R { removeHostProduct(id: "1") }'])
      expect(codeOf(await server.gql(q, {}, jwt[who]))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(ADOPT, { p: ids.semmel }, jwt[who]))).toBe('FORBIDDEN');
  });

  it('refuses the guest list to everyone but guests, and all of it signed out', async () => {
    for (const who of ['ha-host', 'ha-bakery', 'ha-private'])
      expect(codeOf(await server.gql(GUEST, {}, jwt[who]))).toBe('FORBIDDEN');
    for (const q of [OFFERS, TAKEN, GUEST, 'mutation All { adoptAllProducts }'])
      expect(codeOf(await server.gql(q))).toBe('UNAUTHENTICATED');
  });
});
