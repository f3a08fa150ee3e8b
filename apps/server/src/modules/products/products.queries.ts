import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@bakery/core';
import {
  catalogueVersions,
  languages,
  media,
  productPriceLists,
  products,
  translations,
  vats,
} from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { flatColumns } from '../../platform/db/flat-columns';
import { one } from '../../platform/db/rows';

export type ProductRow = typeof products.$inferSelect;
export type Texts = Record<Language, string>;

/** What the products screen shows beside a product's own columns, fetched with the page (findProductListPage). */
export interface ProductPrefetched {
  names: Partial<Texts>;
  /** Only when the request asks for them (`ProductFilter.descriptions`); else the field loads them by key. */
  descriptions?: Partial<Texts>;
  vat: typeof vats.$inferSelect | null;
  /** Held by at least one price list. */
  listed: boolean;
  thumb: typeof media.$inferSelect | null;
}

/** A product as the GraphQL type takes it: a row, and on the products page what it shows with it. */
export type ProductParent = ProductRow & { prefetched?: ProductPrefetched };

export interface ProductFilter {
  bakeryId: number;
  includeInactive: boolean;
  search?: string;
  priceListId?: number;
  limit: number;
  offset: number;
  /** Read the descriptions with the page (the request asks for them); the products screen's list does not. */
  descriptions?: boolean;
}

function pageConditions(f: ProductFilter): SQL[] {
  const conditions: SQL[] = [
    eq(products.bakeryId, f.bakeryId),
    eq(products.deleted, false),
    sql`${products.hostId} is null`,
  ];
  if (!f.includeInactive) conditions.push(eq(products.active, true));
  if (f.priceListId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${productPriceLists} ppl where ppl.product_id = ${products.id} and ppl.price_list_id = ${f.priceListId})`,
    );
  }
  if (f.search) {
    const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(lower(coalesce(${products.easybackKodex}, '')) like ${like} or exists (select 1 from ${translations} t where t.key = ${products.nameKey} and lower(t.translation) like ${like}))`,
    );
  }
  return conditions;
}

const productColumns = flatColumns(products, 'p');
const vatColumns = flatColumns(vats, 'v', 'vat.');
const thumbColumns = flatColumns(media, 'm', 'thumb.');

/**
 * The products screen's page in ONE statement: the page (by display order, with the total) and per
 * product its names in the three languages (its descriptions too when `f.descriptions`), its VAT,
 * whether a price list holds it and its thumb; the GraphQL fields read them from `prefetched`
 * instead of a loader each. The texts of a row are a subquery on the translation key's index, not a
 * join on all the page's texts: without statistics on freshly written rows the planner put that
 * join in a nested loop (PGlite: 340 ms for 500 products when only the names were asked).
 */
export async function findProductListPage(db: Db, f: ProductFilter): Promise<{ rows: ProductParent[]; total: number }> {
  const withDescriptions = f.descriptions === true;
  const textsOf = (key: SQL) =>
    sql`(select json_object_agg(l.short, t.translation) from ${translations} t join ${languages} l on l.id = t.language_id where t.key = ${key})`;
  const descriptionColumn = withDescriptions ? sql`${textsOf(sql`p.description_key`)} as descriptions,` : sql``;
  const result = (await db.execute(sql`
    with page as (
      select ${products}.*, count(*) over ()::int as total from ${products}
      where ${and(...pageConditions(f))}
      order by ${products.displayOrder}, ${products.id} limit ${f.limit} offset ${f.offset}
    )
    select p.total, ${productColumns.select}, ${textsOf(sql`p.name_key`)} as names, ${descriptionColumn}
      ${vatColumns.select}, ${thumbColumns.select},
      exists (select 1 from ${productPriceLists} ppl where ppl.product_id = p.id) as listed
    from page p
    left join ${vats} v on v.id = p.vat_id
    left join ${media} m on m.id = p.thumb_id
    order by p.display_order, p.id`)) as unknown as { rows: Record<string, unknown>[] };
  const rows = result.rows.map((row): ProductParent => ({
    ...productColumns.read(row),
    prefetched: {
      names: (row.names ?? {}) as Partial<Texts>,
      ...(withDescriptions ? { descriptions: (row.descriptions ?? {}) as Partial<Texts> } : {}),
      vat: row['vat.id'] === null ? null : vatColumns.read(row),
      listed: row.listed === true,
      thumb: row['thumb.id'] === null ? null : thumbColumns.read(row),
    },
  }));
  return { rows, total: (result.rows[0]?.total as number | undefined) ?? 0 };
}

/** The bakery's catalogue version (ADR 022): 0 before its first catalogue write. */
export async function findCatalogueVersion(db: Db, bakeryId: number): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.bakeryId, bakeryId));
  return row?.version ?? 0;
}

export async function findProduct(db: Db | Tx, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/** Texts for translation keys in the three languages, batched (one statement per page). */
export async function findTexts(db: Db | Tx, keys: readonly string[]): Promise<Map<string, Partial<Texts>>> {
  const rows = await db
    .select({ key: translations.key, short: languages.short, text: translations.translation })
    .from(translations)
    .innerJoin(languages, eq(languages.id, translations.languageId))
    .where(inArray(translations.key, [...keys]));
  const map = new Map<string, Partial<Texts>>();
  for (const r of rows) map.set(r.key, { ...map.get(r.key), [r.short]: r.text });
  return map;
}

/** Writes (insert or replace) the three translations of a key. */
export async function upsertTexts(tx: Tx | Db, key: string, texts: Texts, bakeryId: number): Promise<void> {
  const langs = await tx.select().from(languages);
  const values = langs.map((l) => ({
    key,
    languageId: l.id,
    identifier: `${key}_${l.short}`,
    translation: texts[l.short as Language],
    bakeryId,
  }));
  await tx
    .insert(translations)
    .values(values)
    .onConflictDoUpdate({ target: translations.identifier, set: { translation: sql`excluded.translation` } });
}

export async function maxDisplayOrder(db: Db | Tx, bakeryId: number): Promise<number | null> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${products.displayOrder})` })
    .from(products)
    .where(and(eq(products.bakeryId, bakeryId), eq(products.deleted, false)));
  return row?.max ?? null;
}

/** Products that belong to at least one price list (the others are invisible to clients). */
export async function findListedProductIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: productPriceLists.productId })
    .from(productPriceLists)
    .where(inArray(productPriceLists.productId, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export function findVats(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(vats)
    .where(inArray(vats.id, [...ids]));
}

/** The bakery's own products (not deleted) carrying one of the article codes, in display order. */
export function findBakeryProductsByCodes(db: Db, bakeryId: number, codes: string[]): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.bakeryId, bakeryId),
        isNull(products.hostId),
        eq(products.deleted, false),
        inArray(products.easybackKodex, codes),
      ),
    )
    .orderBy(asc(products.displayOrder), asc(products.id));
}

/** A host's own products (not deleted; with `activeOnly` only the active ones) in display order. */
export function findHostOwnProducts(db: Db, hostId: number, activeOnly: boolean): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(
      and(eq(products.hostId, hostId), eq(products.deleted, false), activeOnly ? eq(products.active, true) : undefined),
    )
    .orderBy(asc(products.displayOrder), asc(products.id));
}

/** Flips `active` (the caller has checked ownership). */
export async function flipActive(db: Db, id: number): Promise<ProductRow> {
  return one(
    await db
      .update(products)
      .set({ active: sql`not ${products.active}`, updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning(),
    'updated products',
  );
}

/** Soft delete (requirements/catalogue-and-price-lists.md#products): orders and bills keep referring to the product (the caller has checked ownership). */
export async function markDeleted(db: Db, id: number): Promise<void> {
  await db
    .update(products)
    .set({ deleted: true, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

/** Whether the VAT rate exists and is active. */
export async function isActiveVat(db: Db | Tx, id: number): Promise<boolean> {
  const [chosen] = await db
    .select({ id: vats.id })
    .from(vats)
    .where(and(eq(vats.id, id), eq(vats.active, true)));
  return chosen !== undefined;
}

/** The id of a VAT rate with this value (e.g. the default 10 %), or null. */
export async function findVatIdByValue(db: Db | Tx, value: number | string): Promise<number | null> {
  const [found] = await db
    .select({ id: vats.id })
    .from(vats)
    .where(sql`${vats.value} = ${value}`)
    .limit(1);
  return found?.id ?? null;
}

export async function insertProductRow(tx: Tx, values: typeof products.$inferInsert): Promise<ProductRow> {
  return one(await tx.insert(products).values(values).returning(), 'inserted product');
}

/** Changes a product's columns; `touch` also sets updated_at. */
export async function updateProductRow(
  tx: Tx,
  id: number,
  change: Partial<typeof products.$inferInsert>,
  opts: { touch?: boolean } = {},
): Promise<ProductRow> {
  return one(
    await tx
      .update(products)
      .set({ ...change, ...(opts.touch ? { updatedAt: sql`now()` } : {}) })
      .where(eq(products.id, id))
      .returning(),
    'updated product',
  );
}
