import { and, eq, sql } from 'drizzle-orm';
import { languages, products, translations } from '../../db/schema/index';
import type { Tx } from '../../platform/db/database';

/** The bakery's own products (not deleted, no host products) with their German names, locked for update. */
export function lockCatalogueWithGermanNames(tx: Tx, bakeryId: number): Promise<{ id: number; name: string | null }[]> {
  return tx
    .select({ id: products.id, name: translations.translation })
    .from(products)
    .leftJoin(languages, eq(languages.short, 'de'))
    .leftJoin(translations, and(eq(translations.key, products.nameKey), eq(translations.languageId, languages.id)))
    .where(and(eq(products.bakeryId, bakeryId), eq(products.deleted, false), sql`${products.hostId} is null`))
    .for('update', { of: products });
}

/** Sets each product's display order to its index in `ids`, in one statement. */
export async function setDisplayOrder(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, index) => sql`(${id}::int, ${index}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${products} set display_order = v.position from (values ${values}) as v(id, position) where ${products.id} = v.id`,
  );
}

/**
 * Moves one of the bakery's products to `position` (1-based; past the end = last) and renumbers
 * its catalogue 0 … n-1, in one statement; nothing changes if the product is not the bakery's own.
 */
export async function moveInDisplayOrder(tx: Tx, bakeryId: number, id: number, position: number): Promise<void> {
  const listed = sql`p.bakery_id = ${bakeryId} and not p.deleted and p.host_id is null`;
  await tx.execute(sql`
    with target as (select p.id from ${products} p where p.id = ${id} and ${listed}),
    others as (
      select p.id, row_number() over (order by p.display_order, p.id) - 1 as rn
      from ${products} p where ${listed} and p.id <> ${id} and exists (select 1 from target)
    ),
    place as (select least(${position - 1}::bigint, (select count(*) from others)) as at),
    renumbered as (
      select o.id, (case when o.rn >= place.at then o.rn + 1 else o.rn end)::int as pos from others o, place
      union all
      select target.id, place.at::int from target, place
    )
    update ${products} set display_order = r.pos from renumbered r
    where ${products.id} = r.id and ${products.displayOrder} <> r.pos`);
}
