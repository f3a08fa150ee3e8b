import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inArray } from 'drizzle-orm';
import { loadConfig } from '@bakery/server/src/platform/config';
import { startServer } from '@bakery/server/src/server';
import { hostProducts, productPriceLists, products } from '@bakery/server/src/db/schema/index';
import { createBakery, createHost, createPriceList, createProduct } from '@bakery/server/src/db/seed/factories';
import type { Db } from '@bakery/server/src/platform/db/database';
import { measure, type Series } from './stats';

const PASSWORD = 'Bench-Backstube-1!';
const PAGE = `query Page { products(page: 0) { total items { id name names { de it en } descriptions { de it en } gramPrice pricePerKgCents approxWeight vat { value } inPriceList availableWeekdays displayOrder } } }`;
const RAW = `
  select p.*, v.value as vat,
         (select json_object_agg(l.short, t.translation) from translations t join languages l on l.id = t.language_id where t.key = p.name_key) as names,
         (select json_object_agg(l.short, t.translation) from translations t join languages l on l.id = t.language_id where t.key = p.description_key) as descriptions,
         exists (select 1 from product_price_lists ppl where ppl.product_id = p.id) as in_price_list
  from products p left join vats v on v.id = p.vat_id
  where p.bakery_id = $1 and not p.deleted and p.host_id is null
  order by p.display_order, p.id limit 500`;

/** 500 products × 3 languages, 5 price lists holding all of them, 40 hosts with 100 take-overs each. */
async function generate(db: Db): Promise<number> {
  const bakery = await createBakery(db, { username: 'bench-bakery', password: PASSWORD, detail: { companyName: 'Bench Bakery' } });
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
      easybackKodex: `A-${n}`,
      displayOrder: i,
      availableDays: i % 3 === 0 ? -31 : 0,
    });
    ids.push(p.id);
  }
  await db.insert(productPriceLists).values(lists.slice(1).flatMap((l) => ids.map((productId) => ({ priceListId: l.id, productId, gramPrice: '0.005' }))));
  await db.insert(productPriceLists).values(ids.map((productId) => ({ priceListId: lists[0]!.id, productId, gramPrice: '0.0045' })));
  for (let h = 0; h < 40; h++) {
    const host = await createHost(db, bakery.id, { username: `bench-host-${h}`, password: PASSWORD, priceListId: lists[h % 5]!.id });
    await db.insert(hostProducts).values(ids.slice(h, h + 100).map((baseProductId) => ({ hostId: host.id, baseProductId, displayPrice: '-1' })));
  }
  const [check] = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids.slice(0, 1)));
  if (!check) throw new Error('catalogue not generated');
  return bakery.id;
}

/** Wraps the driver so each SQL statement the server sends is counted. */
type Queryable = { query: (...args: never[]) => Promise<unknown> };

function countStatements(target: Queryable) {
  let count = 0;
  const original = target.query;
  // a plain function keeps `this`: the target may be a prototype shared by every pool
  target.query = function (this: unknown, ...args: never[]) {
    count++;
    return original.apply(this, args);
  };
  return { reset: () => void (count = 0), get: () => count };
}

export async function catalogueSeries(label: string, databaseUrl: string | undefined, calls: number): Promise<{ series: Series[]; statements: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-cat-'));
  let counter: ReturnType<typeof countStatements>;
  let pglite: PGlite | undefined;
  if (!databaseUrl) {
    pglite = await PGlite.create(path.join(dataDir, 'pgdata'));
    counter = countStatements(pglite as unknown as Queryable);
  } else {
    counter = countStatements(pg.Pool.prototype as unknown as Queryable);
  }
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', databaseUrl, dataDir, logLevel: 'silent', seedDemo: false };
  const server = await startServer(config, { pglite, seed: false });
  try {
    const bakeryId = await generate(server.platform.db);
    const post = async (query: string, token?: string) => {
      const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query }) });
      const body = (await res.json()) as { data?: { login?: { jwt: string }; products?: { items: unknown[] } }; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data ?? {};
    };
    const jwt = (await post(`mutation { login(identifier: "bench-bakery", password: "${PASSWORD}") { jwt } }`)).login?.jwt ?? '';
    const first = await post(PAGE, jwt);
    if (first.products?.items.length !== 500) throw new Error(`expected 500 products, got ${first.products?.items.length}`);
    counter.reset();
    await post(PAGE, jwt);
    const statements = counter.get();
    const api = await measure(`${label}: products page of 500 (HTTP, translations, VAT, list flag)`, calls, async () => void (await post(PAGE, jwt)));
    const raw = await measure(`${label}: same 500 rows, one raw SQL statement`, calls, async () => {
      const rows = await server.platform.database.rawQuery(RAW, [bakeryId]);
      if (rows.length !== 500) throw new Error('raw query returned wrong rows');
    });
    return { series: [api, raw], statements };
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
