import { BAKE_LIST_LIMIT, bakeListTotals, type Language } from '@bakery/core';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { findDeadlinesOfDay, sumOrderedOfDay } from './bake-list-day.queries';
import { findAdditionalBreads, findProductInfos, type ProductInfo } from './bake-list.queries';
import { compareProducts } from './bake-list.service';

export interface DayBakeListItem {
  product: ProductInfo;
  orderedAmount: number;
  additionalAmount: number;
  totalAmount: number;
  weightGrams: number;
}

/** Everything baked for one delivery day: the sum of the lists of all its deadlines. */
export interface DayBakeList {
  deliveryDate: string;
  language: Language;
  /** The deadlines of the day's accepted orders, soonest first: each one's own list is still there. */
  deadlines: Awaited<ReturnType<typeof findDeadlinesOfDay>>;
  items: DayBakeListItem[];
  truncated: boolean;
}

/**
 * The bake list of a delivery day (requirements/production.md#bake-list, issue 45): clients with
 * other deadline times (17:00, 18:00) split one day into several deadlines; this sums the bakery's
 * accepted orders delivered that day, whatever their deadline, with the additional breads of those
 * deadlines. Read only: generating and additional breads stay per deadline. Four statements.
 */
export async function getDayBakeList(
  ctx: RequestContext,
  deliveryDate: string,
  language: Language | null,
): Promise<DayBakeList> {
  const bakeryId = requireBakery(ctx);
  const lang = language ?? requireViewer(ctx).language;
  const db = ctx.platform.db;
  const [deadlines, ordered] = await Promise.all([
    findDeadlinesOfDay(db, bakeryId, deliveryDate),
    sumOrderedOfDay(db, bakeryId, deliveryDate),
  ]);
  const extras = await findAdditionalBreads(
    db,
    bakeryId,
    deadlines.map((d) => d.deadline),
  );
  const totals = bakeListTotals(ordered.slice(0, BAKE_LIST_LIMIT), extras);
  const infos = new Map(
    (
      await findProductInfos(
        db,
        totals.map((t) => t.productId),
        lang,
      )
    ).map((p) => [p.productId, p]),
  );
  const items = totals.map((t) => ({
    product: infos.get(t.productId) ?? {
      productId: t.productId,
      name: '',
      haveToWeight: false,
      approxWeight: 0,
      displayOrder: 0,
    },
    orderedAmount: t.orderedAmount,
    additionalAmount: t.additionalAmount,
    totalAmount: t.totalAmount,
    weightGrams: t.weightGrams,
  }));
  return {
    deliveryDate,
    language: lang,
    deadlines,
    items: items.sort((a, b) => compareProducts(a.product, b.product)),
    truncated: ordered.length > BAKE_LIST_LIMIT,
  };
}
