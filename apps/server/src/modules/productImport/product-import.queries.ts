import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ImportExisting, Language } from '@bakery/core';
import { languages, priceLists, productPriceLists, products, translations, vats } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { present } from '../../platform/db/rows';

export interface ExistingProduct extends ImportExisting {
  id: number;
  code: string;
  nameKey: string;
}

/**
 * The bakery's own (not deleted, not host) products carrying one of `codes`, with names and VAT,
 * in three statements whatever the number of codes.
 */
export async function findProductsByCodes(
  db: Db | Tx,
  bakeryId: number,
  codes: readonly string[],
): Promise<ExistingProduct[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      code: products.easybackKodex,
      nameKey: products.nameKey,
      weight: products.approxWeight,
      gramPrice: products.gramPrice,
      vat: vats.value,
    })
    .from(products)
    .leftJoin(vats, eq(vats.id, products.vatId))
    .where(
      and(
        eq(products.bakeryId, bakeryId),
        eq(products.deleted, false),
        isNull(products.hostId),
        inArray(products.easybackKodex, [...codes]),
      ),
    );
  const names = await db
    .select({ key: translations.key, short: languages.short, text: translations.translation })
    .from(translations)
    .innerJoin(languages, eq(languages.id, translations.languageId))
    .where(inArray(translations.key, rows.map((r) => r.nameKey).concat('')));
  const byKey = new Map<string, Record<Language, string>>();
  for (const n of names) byKey.set(n.key, { ...(byKey.get(n.key) ?? { de: '', it: '', en: '' }), [n.short]: n.text });
  // every row has a code (it was found by it)
  return rows.flatMap(({ code, ...r }) =>
    code === null
      ? []
      : [
          {
            id: r.id,
            code,
            nameKey: r.nameKey,
            names: byKey.get(r.nameKey) ?? { de: '', it: '', en: '' },
            weight: r.weight,
            gramPrice: r.gramPrice,
            vat: r.vat,
          },
        ],
  );
}

export function findLanguages(db: Db | Tx) {
  return db.select({ id: languages.id, short: languages.short }).from(languages);
}

export function findActiveVats(db: Db | Tx) {
  return db.select({ id: vats.id, value: vats.value }).from(vats).where(eq(vats.active, true));
}

export interface NewProductRow {
  code: string;
  names: Record<Language, string>;
  weight: number;
  gramPrice: string;
  vatId: number | null;
  haveToWeight: boolean;
}

const CHUNK = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Inserts new products (display order from `firstOrder` on) with their six translations (the
 * name doubles as description) in batches, and puts them into `priceListId` at their gram price.
 */
export async function insertProducts(
  tx: Tx,
  langs: { id: number; short: string }[],
  bakeryId: number,
  rows: NewProductRow[],
  firstOrder: number,
  priceListId: number | null,
): Promise<void> {
  for (const [chunkIndex, chunk] of chunks(rows).entries()) {
    const created = await tx
      .insert(products)
      .values(
        chunk.map((r, i) => ({
          bakeryId,
          nameKey: `import.pending.${i}`,
          descriptionKey: `import.pending.${i}`,
          gramPrice: r.gramPrice,
          approxWeight: r.weight,
          haveToWeight: r.haveToWeight,
          vatId: r.vatId,
          easybackKodex: r.code,
          displayOrder: firstOrder + chunkIndex * CHUNK + i,
        })),
      )
      .returning({ id: products.id });
    const ids = created.map((c) => c.id);
    await tx.execute(
      sql`update ${products} set name_key = 'product.' || id || '.name', description_key = 'product.' || id || '.description' where ${inArray(products.id, ids)}`,
    );
    const texts = chunk.flatMap((r, i) =>
      ['name', 'description'].flatMap((kind) =>
        langs.map((l) => {
          const key = `product.${ids[i]}.${kind}`;
          return {
            key,
            languageId: l.id,
            identifier: `${key}_${l.short}`,
            translation: r.names[l.short as Language],
            bakeryId,
          };
        }),
      ),
    );
    for (const part of chunks(texts)) await tx.insert(translations).values(part);
    if (priceListId !== null) {
      await tx
        .insert(productPriceLists)
        .values(
          chunk.map((r, i) => ({
            priceListId,
            productId: present(ids[i], `id of inserted product ${i}`),
            gramPrice: r.gramPrice,
          })),
        )
        .onConflictDoNothing();
    }
  }
}

/** Writes what changed in an existing product; names are updated per language. */
export async function updateProduct(
  tx: Tx,
  langs: { id: number; short: string }[],
  bakeryId: number,
  existing: ExistingProduct,
  patch: { names: Partial<Record<Language, string>>; weight?: number; gramPrice?: string; vatId?: number },
): Promise<void> {
  const set = {
    ...(patch.weight !== undefined && { approxWeight: patch.weight }),
    ...(patch.gramPrice !== undefined && { gramPrice: patch.gramPrice }),
    ...(patch.vatId !== undefined && { vatId: patch.vatId }),
    updatedAt: sql`now()`,
  };
  await tx
    .update(products)
    .set(set)
    .where(and(eq(products.id, existing.id), eq(products.bakeryId, bakeryId)));
  for (const l of langs) {
    const text = patch.names[l.short as Language];
    if (text === undefined) continue;
    await tx
      .insert(translations)
      .values({
        key: existing.nameKey,
        languageId: l.id,
        identifier: `${existing.nameKey}_${l.short}`,
        translation: text,
        bakeryId,
      })
      .onConflictDoUpdate({ target: translations.identifier, set: { translation: sql`excluded.translation` } });
  }
}

/** Whether the price list exists and is the bakery's own. */
export async function isOwnPriceList(tx: Tx, bakeryId: number, id: number): Promise<boolean> {
  const [list] = await tx
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(and(eq(priceLists.id, id), eq(priceLists.bakeryId, bakeryId)));
  return list !== undefined;
}
