import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { translations } from '../../db/schema/index';
import { createProduct } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

const SAVE = `mutation S($id: ID!, $field: ProductTextField!, $language: Language!, $text: String!) {
  saveProductText(productId: $id, field: $field, language: $language, text: $text) { id names { de it en } descriptions { de it en } } }`;

let server: TestServer;
let t: Awaited<ReturnType<typeof createTenant>>;
let bread: { id: number; nameKey: string };
let hostOwn: string;
const jwt: Record<string, string> = {};

async function textsOf(key: string) {
  return (await server.platform.db.select().from(translations).where(eq(translations.key, key)))
    .map((r) => r.translation)
    .sort();
}

beforeAll(async () => {
  server = await createTestServer();
  const db = server.platform.db;
  t = await createTenant(db, 'ta');
  await createTenant(db, 'tb');
  // an imported product: the German name in all three languages
  bread = await createProduct(db, t.bakery.id, {
    name: { de: 'Roggenbrot', it: 'Roggenbrot', en: 'Roggenbrot' },
    description: { de: 'Roggenbrot', it: 'Roggenbrot', en: 'Roggenbrot' },
    gramPrice: '0.006',
    approxWeight: 750,
  });
  Object.assign(
    jwt,
    await signIn(server, {
      users: ['ta-bakery', 'tb-bakery', 'ta-host', 'tb-host', 'ta-private'],
      guests: { guest: 'taroom1' },
    }),
  );
  const own = await server.gql(
    'mutation C($input: ProductInput!) { createOwnProduct(input: $input) { id } }',
    {
      input: {
        names: { de: 'Müsli', it: 'Muesli', en: 'Muesli' },
        descriptions: { de: 'x', it: 'x', en: 'x' },
        gramPrice: '0.02',
        approxWeight: 200,
        haveToWeight: false,
      },
    },
    jwt['ta-host'],
  );
  hostOwn = own.data.createOwnProduct.id;
});
afterAll(() => server.close());

describe('saveProductText', () => {
  it('lets the bakery translate one text of its product', async () => {
    const res = await server.gql(
      SAVE,
      { id: String(bread.id), field: 'NAME', language: 'it', text: '  Pane di segale ' },
      jwt['ta-bakery'],
    );
    expect(res.data.saveProductText.names).toEqual({ de: 'Roggenbrot', it: 'Pane di segale', en: 'Roggenbrot' });
    const described = await server.gql(
      SAVE,
      { id: String(bread.id), field: 'DESCRIPTION', language: 'en', text: 'Rye bread, 750 g' },
      jwt['ta-bakery'],
    );
    expect(described.data.saveProductText.descriptions.en).toBe('Rye bread, 750 g');
  });

  it('lets a host translate its own product only', async () => {
    const res = await server.gql(SAVE, { id: hostOwn, field: 'NAME', language: 'en', text: 'Granola' }, jwt['ta-host']);
    expect(res.data.saveProductText.names.en).toBe('Granola');
    expect(
      codeOf(
        await server.gql(SAVE, { id: String(bread.id), field: 'NAME', language: 'en', text: 'Rye' }, jwt['ta-host']),
      ),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await server.gql(SAVE, { id: hostOwn, field: 'NAME', language: 'en', text: 'Stolen' }, jwt['tb-host'])),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await server.gql(SAVE, { id: hostOwn, field: 'NAME', language: 'en', text: 'Bakery' }, jwt['ta-bakery'])),
    ).toBe('NOT_FOUND');
  });

  it('refuses another bakery, other roles and signed-out callers, and changes nothing', async () => {
    const before = await textsOf(bread.nameKey);
    const vars = { id: String(bread.id), field: 'NAME', language: 'de', text: 'Fremd' };
    expect(codeOf(await server.gql(SAVE, vars, jwt['tb-bakery']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(SAVE, vars, jwt['ta-private']))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(SAVE, vars, jwt.guest))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(SAVE, vars))).toBe('UNAUTHENTICATED');
    expect(await textsOf(bread.nameKey)).toEqual(before);
  });

  it('refuses an empty or over-long text and keeps the old one', async () => {
    const before = await textsOf(bread.nameKey);
    for (const text of ['   ', 'x'.repeat(121)]) {
      const res = await server.gql(
        SAVE,
        { id: String(bread.id), field: 'NAME', language: 'de', text },
        jwt['ta-bakery'],
      );
      expect(codeOf(res)).toBe('BAD_INPUT');
      expect(res.errors?.[0]?.extensions?.fields).toEqual(['text']);
    }
    expect(await textsOf(bread.nameKey)).toEqual(before);
  });
});
