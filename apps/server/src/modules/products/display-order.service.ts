import { requireBakery } from '../../platform/auth/require';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/graphql/context';
import { findProduct, type ProductRow } from './products.queries';
import { getProduct } from './products.service';
import { lockBakery } from '../../platform/db/locks';
import { lockCatalogueWithGermanNames, moveInDisplayOrder, setDisplayOrder } from './display-order.queries';

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
    const rows = await lockCatalogueWithGermanNames(tx, bakeryId);
    if (rows.length === 0) return 0;
    rows.sort((a, b) => GERMAN.compare(a.name ?? '', b.name ?? '') || a.id - b.id);
    await setDisplayOrder(
      tx,
      rows.map((row) => row.id),
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
    await moveInDisplayOrder(tx, bakeryId, id, position);
    const moved = await findProduct(tx, id);
    if (!moved || moved.bakeryId !== bakeryId || moved.deleted || moved.hostId !== null) fail('NOT_FOUND');
    return moved;
  });
}
