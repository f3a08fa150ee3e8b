import { and, eq, sql } from 'drizzle-orm';
import { languages, products, translations } from '../../db/schema/index';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';

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
    await tx.execute(sql`update ${products} set display_order = v.position from (values ${values}) as v(id, position) where ${products.id} = v.id`);
    return rows.length;
  });
}
