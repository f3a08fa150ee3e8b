import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { freshOrderTenant, freshTenant } from '../../../test/factories';
import { MORNING, TODAY, TOMORROW } from '../orders/orders.test-setup';
import { productPriceLists } from '../../db/schema/index';

/**
 * A host's own products (products.host_id = the host) belong to the host, not to the bakery's
 * catalogue: no price list holds them, so no other client is offered or may order them. Found by
 * the security review of 2026-11-28: `setProductPrice` took a host's own product id (its check
 * asked only for the bakery), and a private customer could then order it.
 */
const OWN_INPUT = {
  names: { de: 'Hausgeheimnis', it: 'Segreto', en: 'Secret' },
  descriptions: { de: 'x', it: 'x', en: 'x' },
  gramPrice: '0.02',
  approxWeight: 100,
  haveToWeight: false,
};

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { now: () => MORNING });
}, 60_000);
afterAll(() => server.close());

/** A product the host makes for its guests (createOwnProduct); its id. */
async function ownProductOf(hostJwt: string): Promise<string> {
  const created = await server.gql(
    'mutation O($input: ProductInput!) { createOwnProduct(input: $input) { id } }',
    { input: OWN_INPUT },
    hostJwt,
  );
  expect(created.errors).toBeUndefined();
  return created.data.createOwnProduct.id as string;
}

describe("a bakery and its host's own products", () => {
  it("setProductPrice refuses a host's own product (NOT_FOUND), so it never enters a price list", async () => {
    const t = await freshTenant(server, { base: 'rhp' });
    const ownId = await ownProductOf(t.jwt.host);

    const set = await server.gql(
      'mutation S($l: ID!, $p: ID!) { setProductPrice(priceListId: $l, productId: $p, gramPrice: "0.001") }',
      { l: String(t.list.id), p: ownId },
      t.jwt.bakery,
    );
    expect(codeOf(set)).toBe('NOT_FOUND');
  });

  it("a private customer of the same bakery is never offered a host's own product", async () => {
    const t = await freshTenant(server, { base: 'rhq' });
    const ownId = await ownProductOf(t.jwt.host);
    // the bakery tries to move the host's product into its default price list (the test above shows whether it may)
    await server.gql(
      'mutation S($l: ID!, $p: ID!) { setProductPrice(priceListId: $l, productId: $p, gramPrice: "0.001") }',
      { l: String(t.list.id), p: ownId },
      t.jwt.bakery,
    );
    const options = await server.gql(
      'query Q { orderOptions { products { gramPrice priceCents product { id name } } } }',
      {},
      t.jwt.private,
    );
    expect(options.errors).toBeUndefined();
    const ids = (options.data.orderOptions.products as { product: { id: string } }[]).map((p) => p.product.id);
    expect(ids).not.toContain(ownId);
  });

  it("a private customer cannot order a host's own product (PRODUCT_NOT_ORDERABLE), even from a price list row made before the fix", async () => {
    const t = await freshOrderTenant(server, { base: 'rhr', today: TODAY, guest2To: '2026-11-30' });
    const ownId = await ownProductOf(t.jwt.host);
    // a row setProductPrice wrote before it refused a host's own product
    await server.platform.db
      .insert(productPriceLists)
      .values({ priceListId: t.list.id, productId: Number(ownId), gramPrice: '0.001' });
    const offered = await server.gql('query Q { orderOptions { products { product { id } } } }', {}, t.jwt.private);
    expect(offered.data.orderOptions.products.map((p: { product: { id: string } }) => p.product.id)).not.toContain(
      ownId,
    );
    const placed = await server.gql(
      'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id totalCents lines { product { id name } } } }',
      { input: { deliveryDate: TOMORROW, lines: [{ productId: ownId, amount: 3 }] } },
      t.jwt.private,
    );
    expect(codeOf(placed)).toBe('PRODUCT_NOT_ORDERABLE');
  });
});
