import { and, eq, sql } from 'drizzle-orm';
import { languages, products, translations } from '../../db/schema/index';
import { requireBakery } from '../../platform/auth/require';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/graphql/context';
import { findProduct, type ProductRow } from './products.queries';
import { getProduct } from './products.service';
import { lockBakery } from '../../platform/db/locks';

/** German collation, so "Ä" sorts with "A" on PGlite and PostgreSQL alike (no database locale involved). */
const GERMAN = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/**
 * Resets the display order of the bakery's products (not deleted, no host products): sorted
 * alphabetically by German name, ties by id, renumbered 0 … n-1 in one transaction.
 * Returns the number of products renumbered.
 */
export async function resetDisplayOrder(ctx: RequestContext): Promise<number> {
  const bakeryId = requireBakery(ctx);
  return ctx.platform.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: products.id, name: translations.translation })
      .from(products)
      .leftJoin(languages, eq(languages.short, 'de'))
      .leftJoin(translations, and(eq(translations.key, products.nameKey), eq(translations.languageId, languages.id)))
      .where(and(eq(products.bakeryId, bakeryId), eq(products.deleted, false), sql`${products.hostId} is null`))
      .for('update', { of: products });
    if (rows.length === 0) return 0;
    rows.sort((a, b) => GERMAN.compare(a.name ?? '', b.name ?? '') || a.id - b.id);
    const values = sql.join(
      rows.map((row, index) => sql`(${row.id}::int, ${index}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${products} set display_order = v.position from (values ${values}) as v(id, position) where ${products.id} = v.id`,
    );
    return rows.length;
  });
}

/**
 * Moves one of the bakery's products to `position` (1-based, in the order the list shows: display
 * order, then id; inactive products count, deleted and host products do not) and renumbers the
 * whole catalogue 0 … n-1 in one statement, so any catalogue size can be sorted without sending
 * its ids. A position past the end means the last place. The statement itself checks that the
 * product is the bakery's own (else nothing changes); moves of one bakery queue on its row lock.
 */
export async function moveProduct(ctx: RequestContext, id: number, position: number): Promise<ProductRow> {
  const bakeryId = requireBakery(ctx);
  if (!Number.isSafeInteger(position) || position < 1) fail('BAD_INPUT', { fields: ['position'] });
  await getProduct(ctx, id); // NOT_FOUND for anything not the bakery's own, before any lock
  return ctx.platform.db.transaction(async (tx) => {
    await lockBakery(tx, bakeryId);
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
    const moved = await findProduct(tx, id);
    if (!moved || moved.bakeryId !== bakeryId || moved.deleted || moved.hostId !== null) fail('NOT_FOUND');
    return moved;
  });
}
