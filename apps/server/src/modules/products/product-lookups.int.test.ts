import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

const BY_CODES = 'query C($codes: [String!]!) { productsByCodes(codes: $codes) { name easybackKodex } }';
const MAX = 'query { maxDisplayOrder }';
const HOST_PRODUCT = 'query H($id: ID!) { hostProduct(productId: $id) { displayPrice product { name } } }';

let server: TestServer;
const jwt: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  const db = server.platform.db;
  const a = await createTenant(db, 'ka');
  await createTenant(db, 'kb');
  const text = (de: string) => ({ de, it: de, en: de });
  for (const [code, de, order] of [
    ['1001', 'Semmel', 3],
    ['1002', 'Kaisersemmel', 7],
  ] as const) {
    ids[code] = String(
      (
        await createProduct(db, a.bakery.id, {
          name: text(de),
          description: text(de),
          gramPrice: '0.009',
          approxWeight: 50,
          easybackKodex: code,
          displayOrder: order,
          priceListIds: [a.list.id],
        })
      ).id,
    );
  }
  Object.assign(
    jwt,
    await signIn(server, { users: ['ka-bakery', 'kb-bakery', 'ka-host', 'ka-private'], guests: { guest: 'karoom1' } }),
  );
  await server.gql(
    'mutation A($id: ID!) { adoptProduct(productId: $id, displayPrice: "0,60") { id } }',
    { id: ids['1001'] },
    jwt['ka-host'],
  );
});
afterAll(() => server.close());

describe('product lookups', () => {
  it("finds the bakery's products by article codes, only its own", async () => {
    const res = await server.gql(BY_CODES, { codes: [' 1002', '1001', '9999', ''] }, jwt['ka-bakery']);
    expect(res.data.productsByCodes).toEqual([
      { name: 'Semmel', easybackKodex: '1001' },
      { name: 'Kaisersemmel', easybackKodex: '1002' },
    ]);
    expect((await server.gql(BY_CODES, { codes: ['1001'] }, jwt['kb-bakery'])).data.productsByCodes).toEqual([]);
    expect(
      codeOf(
        await server.gql(BY_CODES, { codes: Array.from({ length: 1001 }, (_, i) => String(i)) }, jwt['ka-bakery']),
      ),
    ).toBe('BAD_INPUT');
  });

  it('tells the highest display order, null for a bakery without products', async () => {
    expect((await server.gql(MAX, {}, jwt['ka-bakery'])).data.maxDisplayOrder).toBe(7);
    expect((await server.gql(MAX, {}, jwt['kb-bakery'])).data.maxDisplayOrder).toBeNull();
  });

  it('gives a host its take-over of one product, null for one not taken over', async () => {
    expect((await server.gql(HOST_PRODUCT, { id: ids['1001'] }, jwt['ka-host'])).data.hostProduct).toEqual({
      displayPrice: '0.60',
      product: { name: 'Semmel' },
    });
    expect((await server.gql(HOST_PRODUCT, { id: ids['1002'] }, jwt['ka-host'])).data.hostProduct).toBeNull();
  });

  it('refuses other roles and signed-out callers', async () => {
    for (const who of ['ka-host', 'ka-private', 'guest']) {
      expect(codeOf(await server.gql(BY_CODES, { codes: ['1001'] }, jwt[who]))).toBe('FORBIDDEN');
      expect(codeOf(await server.gql(MAX, {}, jwt[who]))).toBe('FORBIDDEN');
    }
    for (const who of ['ka-bakery', 'ka-private', 'guest'])
      expect(codeOf(await server.gql(HOST_PRODUCT, { id: ids['1001'] }, jwt[who]))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(BY_CODES, { codes: ['1001'] }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.gql(MAX, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.gql(HOST_PRODUCT, { id: ids['1001'] }))).toBe('UNAUTHENTICATED');
  });
});
