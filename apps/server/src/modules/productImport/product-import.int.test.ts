import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { productPriceLists, products, translations } from '../../db/schema/index';
import { createProduct } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/product-import');
const fixture = (name: string) => ({
  fileName: name,
  contentBase64: readFileSync(path.join(FIXTURES, name)).toString('base64'),
});

const PREVIEW = `mutation Preview($file: ImportFileInput!) { previewProductImport(file: $file) {
  csvName encoding separator headers priceUnit mapping { code name nameIt nameEn weight price vat }
  counts { new changed unchanged invalid } defaultVat { rate count } rows { row status code name problems changes { field from to } } } }`;
const RUN = `mutation Run($file: ImportFileInput!, $expected: ImportExpectedCounts!, $list: ID) {
  runProductImport(file: $file, expected: $expected, priceListId: $list) { new changed unchanged invalid } }`;

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};

async function productCount(bakeryId: number) {
  return (
    await server.platform.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.bakeryId, bakeryId), isNull(products.hostId)))
  ).length;
}

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'ia');
  b = await createTenant(server.platform.db, 'ib');
  // the German sample changes three of these (1001, 1003, 1017) and leaves two alone
  for (const [code, de, grams, gramPrice] of [
    ['1001', 'Semmel', 50, '0.009'],
    ['1002', 'Kaisersemmel', 60, '0.009167'],
    ['1003', 'Vinschgerle', 90, '0.01'],
    ['1009', 'Laugenbrezel', 80, '0.010625'],
    ['1017', 'Buttercroissant', 60, '0.02'],
  ] as const) {
    await createProduct(server.platform.db, a.bakery.id, {
      name: { de, it: de, en: de },
      description: { de, it: de, en: de },
      gramPrice,
      approxWeight: grams,
      easybackKodex: code,
      vatValue: '4',
      priceListIds: [],
    });
  }
  Object.assign(
    jwt,
    await signIn(server, { users: ['ia-bakery', 'ib-bakery', 'ia-host', 'ia-private'], guests: { guest: 'iaroom1' } }),
  );
});
afterAll(() => server.close());

describe('verify step', () => {
  it('reads the German UTF-8 export with BOM and classifies every row', async () => {
    const res = await server.gql(PREVIEW, { file: fixture('easyback-utf8-bom.csv') }, jwt['ia-bakery']);
    const preview = res.data.previewProductImport;
    expect(preview).toMatchObject({
      encoding: 'UTF-8-BOM',
      separator: ';',
      priceUnit: 'PIECE',
      mapping: { code: 0, name: 1, weight: 2, price: 3, vat: 4, nameIt: null },
    });
    expect(preview.counts).toEqual({ new: 381, changed: 3, unchanged: 2, invalid: 9 });
    const byCode = (code: string) => preview.rows.find((r: { code: string }) => r.code === code);
    expect(byCode('1001')).toMatchObject({
      status: 'CHANGED',
      changes: [{ field: 'gramPrice', from: '0.009000', to: '0.009600' }],
    });
    expect(byCode('1002')).toMatchObject({ status: 'UNCHANGED' });
    expect(byCode('2995')).toMatchObject({ status: 'NEW', name: 'Bauernbrot "Ritten"; rund' });
    expect(byCode('2999')).toMatchObject({ status: 'INVALID', problems: ['BAD_PRICE'] });
    expect(byCode('2993')).toMatchObject({ status: 'INVALID', problems: ['COLUMN_COUNT'] });
    expect(byCode('2992')).toMatchObject({ status: 'INVALID', problems: ['MISSING_WEIGHT'] });
    const problems = preview.rows
      .filter((r: { status: string }) => r.status === 'INVALID')
      .flatMap((r: { problems: string[] }) => r.problems)
      .sort();
    expect(problems).toEqual([
      'BAD_PRICE',
      'BAD_PRICE',
      'BAD_VAT',
      'BAD_WEIGHT',
      'COLUMN_COUNT',
      'DUPLICATE_CODE',
      'MISSING_CODE',
      'MISSING_NAME',
      'MISSING_WEIGHT',
    ]);
    expect(await productCount(a.bakery.id)).toBe(5); // nothing written
  });

  it('reads Windows-1252 with per-kg prices, also inside a ZIP', async () => {
    for (const name of ['gestionale-cp1252.csv', 'gestionale-export.zip']) {
      const preview = (await server.gql(PREVIEW, { file: fixture(name) }, jwt['ia-bakery'])).data.previewProductImport;
      expect(preview).toMatchObject({
        csvName: 'gestionale-cp1252.csv',
        encoding: 'WINDOWS-1252',
        separator: ';',
        priceUnit: 'KG',
        counts: { new: 301, changed: 0, unchanged: 0, invalid: 2 },
      });
      expect(preview.rows.find((r: { code: string }) => r.code === '5900')).toMatchObject({
        name: 'Pane però non prezzato',
        problems: ['MISSING_PRICE'],
      });
      expect(
        preview.rows.some((r: { name: string }) => r.name.includes('Kürbiskernbrot') || r.name.includes('Weißbrot')),
      ).toBe(true);
    }
  });

  it('reads tab-separated and comma-separated exports and the three name columns', async () => {
    const tab = (await server.gql(PREVIEW, { file: fixture('export-tab.txt') }, jwt['ia-bakery'])).data
      .previewProductImport;
    expect(tab).toMatchObject({
      encoding: 'UTF-8',
      separator: '\t',
      mapping: { code: 0, name: 1, nameIt: 2, nameEn: 3, weight: 4, price: 5, vat: 6 },
      counts: { new: 251, invalid: 0 },
    });
    const commas = (await server.gql(PREVIEW, { file: fixture('export-comma.csv') }, jwt['ia-bakery'])).data
      .previewProductImport;
    expect(commas).toMatchObject({ separator: ',', counts: { new: 120, invalid: 1 } });
  });

  it('takes the user corrected mapping and price unit', async () => {
    const file = { ...fixture('export-comma.csv'), mapping: { code: 0, name: 1, price: 3 }, priceUnit: 'KG' };
    const preview = (await server.gql(PREVIEW, { file }, jwt['ia-bakery'])).data.previewProductImport;
    expect(preview).toMatchObject({
      priceUnit: 'KG',
      mapping: { code: 0, name: 1, price: 3, weight: null, vat: null },
    });
    const bad = await server.gql(PREVIEW, { file: { ...file, mapping: { code: 0, name: 0 } } }, jwt['ia-bakery']);
    expect(codeOf(bad)).toBe('BAD_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields).toEqual(['mapping.code', 'mapping.name']);
    expect(codeOf(await server.gql(PREVIEW, { file: { ...file, mapping: { code: 9 } } }, jwt['ia-bakery']))).toBe(
      'BAD_INPUT',
    );
  });

  it('names the new products that take the default VAT instead of applying it silently (issue 14, finding 10)', async () => {
    const csv = (text: string) => ({ fileName: 'vat.csv', contentBase64: Buffer.from(text).toString('base64') });
    const preview = async (text: string) =>
      (await server.gql(PREVIEW, { file: csv(text) }, jwt['ia-bakery'])).data.previewProductImport;
    const withVat = await preview(
      'Code;Name;Weight;Price;VAT\n99001;Roggenbrot;500;2,50;4\n99002;Krapfen;80;1,20;10\n',
    );
    expect(withVat.counts.new).toBe(2);
    expect(withVat.defaultVat).toBeNull();
    const mixed = await preview('Code;Name;Weight;Price;VAT\n99001;Roggenbrot;500;2,50;4\n99002;Krapfen;80;1,20;\n');
    expect(mixed.defaultVat).toEqual({ rate: expect.stringMatching(/^10(\.0+)?$/), count: 1 });
    const without = await preview('Code;Name;Weight;Price\n99001;Roggenbrot;500;2,50\n99002;Krapfen;80;1,20\n');
    expect(without.defaultVat).toEqual({ rate: expect.stringMatching(/^10(\.0+)?$/), count: 2 });
  });

  it('refuses what is not a ZIP or CSV, and empty or unreadable files, with their codes', async () => {
    const png = {
      fileName: 'photo.png',
      contentBase64: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]).toString(
        'base64',
      ),
    };
    expect(codeOf(await server.gql(PREVIEW, { file: png }, jwt['ia-bakery']))).toBe('IMPORT_NOT_A_ZIP');
    expect(codeOf(await server.gql(PREVIEW, { file: fixture('not-a-zip.zip') }, jwt['ia-bakery']))).toBe(
      'IMPORT_NOT_A_ZIP',
    );
    expect(codeOf(await server.gql(PREVIEW, { file: fixture('header-only.csv') }, jwt['ia-bakery']))).toBe(
      'IMPORT_CSV_EMPTY',
    );
    const prose = {
      fileName: 'notes.csv',
      contentBase64: Buffer.from('Liebe Kunden\nbitte beachten\n').toString('base64'),
    };
    expect(codeOf(await server.gql(PREVIEW, { file: prose }, jwt['ia-bakery']))).toBe('IMPORT_CSV_UNREADABLE');
    const zipWithout = {
      fileName: 'x.zip',
      contentBase64: readFileSync(path.join(FIXTURES, 'gestionale-export.zip')).toString('base64').slice(0, 40),
    };
    expect(codeOf(await server.gql(PREVIEW, { file: zipWithout }, jwt['ia-bakery']))).toBe('IMPORT_NOT_A_ZIP');
    expect(
      codeOf(await server.gql(PREVIEW, { file: { fileName: 'x.csv', contentBase64: '***' } }, jwt['ia-bakery'])),
    ).toBe('BAD_INPUT');
    const huge = {
      fileName: 'huge.csv',
      contentBase64: Buffer.from(`Code;Name\n${'1;Brot\n'.repeat(600_000)}`).toString('base64'),
    };
    const refused = await server.gql(PREVIEW, { file: huge }, jwt['ia-bakery']);
    expect(codeOf(refused)).toBe('IMPORT_TOO_LARGE');
    expect(refused.errors?.[0]?.extensions?.maxBytes).toBe(4 * 1024 * 1024);
  });
});

describe('confirm step', () => {
  it('refuses a stale confirmation and writes nothing', async () => {
    const res = await server.gql(
      RUN,
      { file: fixture('easyback-utf8-bom.csv'), expected: { new: 380, changed: 3 } },
      jwt['ia-bakery'],
    );
    expect(codeOf(res)).toBe('IMPORT_STALE');
    expect(await productCount(a.bakery.id)).toBe(5);
  });

  it('writes new and changed products in one go, into the chosen price list', async () => {
    const res = await server.gql(
      RUN,
      { file: fixture('easyback-utf8-bom.csv'), expected: { new: 381, changed: 3 }, list: String(a.list.id) },
      jwt['ia-bakery'],
    );
    expect(res.data.runProductImport).toEqual({ new: 381, changed: 3, unchanged: 2, invalid: 9 });
    expect(await productCount(a.bakery.id)).toBe(5 + 381);
    const [semmel] = await server.platform.db
      .select()
      .from(products)
      .where(and(eq(products.bakeryId, a.bakery.id), eq(products.easybackKodex, '1001')));
    expect(semmel!.gramPrice).toBe('0.009600');
    const [ritten] = await server.platform.db
      .select()
      .from(products)
      .where(and(eq(products.bakeryId, a.bakery.id), eq(products.easybackKodex, '2995')));
    expect(ritten).toMatchObject({
      approxWeight: 1000,
      gramPrice: '0.005200',
      haveToWeight: false,
      nameKey: `product.${ritten!.id}.name`,
    });
    const names = await server.platform.db.select().from(translations).where(eq(translations.key, ritten!.nameKey));
    expect(names.map((n) => n.translation)).toEqual([
      'Bauernbrot "Ritten"; rund',
      'Bauernbrot "Ritten"; rund',
      'Bauernbrot "Ritten"; rund',
    ]);
    const listed = await server.platform.db
      .select()
      .from(productPriceLists)
      .where(eq(productPriceLists.priceListId, a.list.id));
    expect(listed).toHaveLength(381);
    // the same file again: all known now, nothing changes
    const again = (await server.gql(PREVIEW, { file: fixture('easyback-utf8-bom.csv') }, jwt['ia-bakery'])).data
      .previewProductImport;
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 386, invalid: 9 });
    // and the product list shows them with their names
    const page = await server.gql(
      'query { products(search: "Ritten") { total items { name easybackKodex } } }',
      {},
      jwt['ia-bakery'],
    );
    expect(page.data.products).toEqual({
      total: 1,
      items: [{ name: 'Bauernbrot "Ritten"; rund', easybackKodex: '2995' }],
    });
  });

  it("refuses another bakery's price list and writes nothing", async () => {
    const before = await productCount(b.bakery.id);
    const res = await server.gql(
      RUN,
      { file: fixture('export-comma.csv'), expected: { new: 120, changed: 0 }, list: String(a.list.id) },
      jwt['ib-bakery'],
    );
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(await productCount(b.bakery.id)).toBe(before);
  });

  it("imports into the own bakery only: the other bakery's products with the same codes stay untouched", async () => {
    const res = await server.gql(
      RUN,
      { file: fixture('easyback-utf8-bom.csv'), expected: { new: 386, changed: 0 } },
      jwt['ib-bakery'],
    );
    expect(res.data.runProductImport.new).toBe(386);
    const [semmelA] = await server.platform.db
      .select()
      .from(products)
      .where(and(eq(products.bakeryId, a.bakery.id), eq(products.easybackKodex, '1001')));
    expect(semmelA!.gramPrice).toBe('0.009600');
  });
});

describe('permissions', () => {
  it.each(['ia-host', 'ia-private', 'guest'])('refuses %s', async (who) => {
    for (const [query, variables] of [
      [PREVIEW, { file: fixture('export-comma.csv') }],
      [RUN, { file: fixture('export-comma.csv'), expected: { new: 120, changed: 0 } }],
    ] as const) {
      expect(codeOf(await server.gql(query, variables, jwt[who]))).toBe('FORBIDDEN');
    }
  });

  it('refuses a signed-out caller', async () => {
    expect(codeOf(await server.gql(PREVIEW, { file: fixture('export-comma.csv') }))).toBe('UNAUTHENTICATED');
    expect(
      codeOf(await server.gql(RUN, { file: fixture('export-comma.csv'), expected: { new: 120, changed: 0 } })),
    ).toBe('UNAUTHENTICATED');
  });
});
