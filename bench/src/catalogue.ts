import { benchServer, graphqlPost } from './bench-server';
import { eq, inArray } from 'drizzle-orm';
import { hostProducts, media, productPriceLists, products } from '@bakery/server/src/db/schema/index';
import { createBakery, createHost, createPriceList, createProduct } from '@bakery/server/src/db/seed/factories';
import type { Db } from '@bakery/server/src/platform/db/database';
// The screen's own documents, so the bench always asks what the products screen asks.
import { operationText } from '@bakery/api';
import { ProductsQuery } from '@bakery/api/web';
import type { ImportCounts, ProductPage } from '../../apps/web/src/api/operations';
import { importSeries, type Post } from './product-import';
import { measure, type Series } from './stats';

const PASSWORD = 'Bench-Backstube-1!';
/** Every THUMB_SHARE-th product has no thumb: two thirds have one. */
const THUMB_SHARE = 3;
/**
 * The floor: one hand-written statement answering what the screen's `ProductsQuery` asks
 * (`ProductListFields`: names in three languages, price, weight, article code, day rule, active,
 * the price-list flag, the VAT value, the thumb's URLs; the page's total) for the same 500 rows.
 */
export const RAW = `
  select p.id, p.gram_price, p.approx_weight, p.have_to_weight, p.easyback_kodex, p.available_days, p.active,
         count(*) over ()::int as total,
         (select json_object_agg(l.short, t.translation) from translations t join languages l on l.id = t.language_id where t.key = p.name_key) as names,
         exists (select 1 from product_price_lists ppl where ppl.product_id = p.id) as in_price_list,
         v.id as vat_id, v.value as vat_value,
         m.id as thumb_id, m.url as thumb_url, m.formats as thumb_formats
  from products p left join vats v on v.id = p.vat_id left join media m on m.id = p.thumb_id
  where p.bakery_id = $1 and not p.deleted and p.host_id is null
  order by p.display_order, p.id limit 500`;

/** A media row as an upload would leave it (three WebP variants); no files: the page only reads URLs. */
function benchMedia(ownerId: number, i: number) {
  const variant = (name: string, width: number) => ({
    key: `bench-${i}-${name}.webp`,
    url: `/media/bench-${i}-${name}.webp`,
    width,
    height: Math.round(width * 0.75),
    size: width * 40,
  });
  const formats = {
    thumbnail: variant('thumbnail', 160),
    small: variant('small', 480),
    medium: variant('medium', 960),
  };
  return { url: formats.medium.url, formats, provider: 'local', ownerId, alternativeText: `Bench ${i}` };
}

/**
 * 500 products × 3 languages (article codes 2000–2499, so the import sample partly matches),
 * two thirds with a thumb, 5 price lists holding all of them, 40 hosts with 100 take-overs each.
 */
export async function generate(db: Db): Promise<number> {
  const bakery = await createBakery(db, {
    username: 'bench-bakery',
    password: PASSWORD,
    detail: { companyName: 'Bench Bakery' },
  });
  const lists: Awaited<ReturnType<typeof createPriceList>>[] = [];
  for (let i = 0; i < 5; i++) lists.push(await createPriceList(db, bakery.id, `List ${i}`, i === 0));
  const ids: number[] = [];
  for (let i = 0; i < 500; i++) {
    const n = String(i).padStart(3, '0');
    const p = await createProduct(db, bakery.id, {
      name: { de: `Brot ${n}`, it: `Pane ${n}`, en: `Bread ${n}` },
      description: { de: `Beschreibung ${n}`, it: `Descrizione ${n}`, en: `Description ${n}` },
      gramPrice: `0.00${(4000 + i).toString()}`,
      approxWeight: 50 + (i % 20) * 25,
      haveToWeight: i % 7 === 0,
      easybackKodex: String(2000 + i),
      displayOrder: i,
      availableDays: i % 3 === 0 ? -31 : 0,
    });
    ids.push(p.id);
  }
  const dressed = ids.filter((_, i) => i % THUMB_SHARE !== THUMB_SHARE - 1);
  const thumbs = await db
    .insert(media)
    .values(dressed.map((id) => benchMedia(bakery.id, id)))
    .returning({ id: media.id });
  for (const [i, productId] of dressed.entries())
    await db.update(products).set({ thumbId: thumbs[i]!.id }).where(eq(products.id, productId));
  await db
    .insert(productPriceLists)
    .values(
      lists.slice(1).flatMap((l) => ids.map((productId) => ({ priceListId: l.id, productId, gramPrice: '0.005' }))),
    );
  await db
    .insert(productPriceLists)
    .values(ids.map((productId) => ({ priceListId: lists[0]!.id, productId, gramPrice: '0.0045' })));
  for (let h = 0; h < 40; h++) {
    const host = await createHost(db, bakery.id, {
      username: `bench-host-${h}`,
      password: PASSWORD,
      priceListId: lists[h % 5]!.id,
    });
    await db
      .insert(hostProducts)
      .values(ids.slice(h, h + 100).map((baseProductId) => ({ hostId: host.id, baseProductId, displayPrice: '-1' })));
  }
  const [check] = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids.slice(0, 1)));
  if (!check) throw new Error('catalogue not generated');
  return bakery.id;
}

/** Wraps the driver so each SQL statement the server sends is counted (not the job queue's polls). */
export type Queryable = { query: (...args: never[]) => Promise<unknown> };

export function countStatements(target: Queryable) {
  let count = 0;
  const original = target.query;
  // a plain function keeps `this`: the target may be a prototype shared by every pool
  target.query = function (this: unknown, ...args: never[]) {
    const first = args[0] as unknown as { text?: unknown } | string | undefined;
    const text = typeof first === 'string' ? first : String(first?.text ?? '');
    // the job queue (schema pgboss) polls the same database in the background: not the request's
    if (!text.includes('pgboss')) count++;
    return original.apply(this, args);
  };
  return { reset: () => void (count = 0), get: () => count };
}

export interface CatalogueRow {
  series: Series;
  /** SQL statements one request sends (null: none measured). */
  statements: number | null;
}

export interface CatalogueResult {
  label: string;
  /** Groups of rows, each ending with its floor (raw SQL, bare library): ratios are to it. */
  groups: CatalogueRow[][];
  /** SQL statements of one products-page request by rows on the page: constant means batched. */
  statementsByRows: [rows: number, statements: number][];
  importCounts: ImportCounts;
}

export async function catalogueSeries(
  label: string,
  databaseUrl: string | undefined,
  calls: number,
  importCalls: number,
): Promise<CatalogueResult> {
  const { server, counter, close } = await benchServer('cat', databaseUrl);
  try {
    const bakeryId = await generate(server.platform.db);
    let jwt = '';
    const send = graphqlPost(`${server.url}/graphql`);
    const post: Post = (query, variables = {}) => send(query, variables, jwt);
    jwt = (
      (await post(`mutation { login(identifier: "bench-bakery", password: "${PASSWORD}") { jwt } }`)).login as {
        jwt: string;
      }
    ).jwt;
    const page = async (search: string | null) =>
      (await post(operationText(ProductsQuery), { page: 0, search })).products as ProductPage;

    // A catalogue write (here: the version alone) makes the next page a miss of the response cache (ADR 022).
    const changeCatalogue = async () =>
      void (await server.platform.database.rawQuery(
        'update catalogue_versions set version = version + 1 where bakery_id = $1',
        [bakeryId],
      ));
    const counted = async (search: string | null) => {
      counter.reset();
      const answer = await page(search);
      return [answer.items.length, counter.get()] as [number, number];
    };
    const statementsByRows: [number, number][] = [];
    for (const search of ['Brot 00', 'Brot 0', null]) {
      await page(search);
      await changeCatalogue();
      statementsByRows.push(await counted(search));
    }
    const full = await page(null);
    const withThumb = full.items.filter((p) => p.thumb?.formats.thumbnail).length;
    if (full.items.length !== 500 || withThumb < 300)
      throw new Error(`expected 500 products, two thirds with thumbs; got ${full.items.length}, ${withThumb}`);
    const statements = statementsByRows[statementsByRows.length - 1]![1];
    const cachedStatements = (await counted(null))[1];
    const shown = `the screen's query (HTTP, names, VAT, list flag, ${withThumb} thumbs; no descriptions)`;
    const api = await measure(
      `${label}: products page of 500 after a catalogue change (read and built), ${shown}`,
      calls,
      async () => void (await page(null)),
      changeCatalogue,
    );
    const cached = await measure(
      `${label}: products page of 500 again, catalogue unchanged (from the response cache), ${shown}`,
      calls,
      async () => void (await page(null)),
    );
    if (full.items.some((p) => 'descriptions' in p))
      throw new Error('the products screen asks no descriptions; the page answered them');
    const raw = await measure(`${label}: same 500 rows and fields, one raw SQL statement`, calls, async () => {
      const rows = await server.platform.database.rawQuery(RAW, [bakeryId]);
      if (rows.length !== 500) throw new Error('raw query returned wrong rows');
    });
    const imported = await importSeries(label, importCalls, post, counter);
    return {
      label,
      groups: [
        [
          { series: api, statements },
          { series: cached, statements: cachedStatements },
          { series: raw, statements: 1 },
        ],
        [
          { series: imported.preview, statements: imported.statements },
          { series: imported.bare, statements: 0 },
        ],
      ],
      statementsByRows,
      importCounts: imported.counts,
    };
  } finally {
    await close();
  }
}
