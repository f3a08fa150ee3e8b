import {
  BAKE_LIST_LIMIT,
  bakeListTotals,
  compareWithSnapshot,
  dateInTimeZone,
  guestLabel,
  MAX_ADDITIONAL_AMOUNT,
  type Language,
  type SnapshotComparison,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { bakeryTimeZone } from '../settings/time-zone';
import {
  findAdditionalBreads,
  deleteAdditionalBread,
  findBakeryProduct,
  findDeadlines,
  findNextDeadline,
  findOrdersChangedSince,
  findProductInfos,
  findSnapshot,
  sumOrderedByClient,
  sumOrderedByProduct,
  sumOrderedByZone,
  upsertAdditionalBread,
  writeSnapshot,
  type ProductInfo,
} from './bake-list.queries';
import { present } from '../../platform/db/rows';

export interface BakeListItem extends SnapshotComparison {
  product: ProductInfo;
  totalAmount: number;
  /** Approximate grams of ordered plus additional pieces. */
  weightGrams: number;
}

/** A bake list of one deadline: live totals beside the generated (frozen) ones. */
export interface BakeList {
  bakeryId: number;
  deadline: Date;
  language: Language;
  generatedAt: Date | null;
  items: BakeListItem[];
  /** The aggregation reached the limit of 10000 rows (requirements/production.md#bake-list). */
  truncated: boolean;
}

/** How far back the deadline picker reaches. */
const RECENT_DEADLINE_DAYS = 7;
const DEADLINE_LIST_LIMIT = 60;

/** Products as the bakery orders them: display order, then name, then id. */
export const compareProducts = (a: ProductInfo, b: ProductInfo) =>
  a.displayOrder - b.displayOrder || a.name.localeCompare(b.name, 'de') || a.productId - b.productId;

/** Live totals and additional breads of a deadline merged with its snapshot (four statements). */
async function composeBakeList(
  ctx: RequestContext,
  bakeryId: number,
  deadline: Date,
  language: Language,
): Promise<BakeList> {
  const db = ctx.platform.db;
  const [ordered, extras, snapshot] = await Promise.all([
    sumOrderedByProduct(db, bakeryId, deadline),
    findAdditionalBreads(db, bakeryId, [deadline]),
    findSnapshot(db, bakeryId, deadline),
  ]);
  const truncated = ordered.length > BAKE_LIST_LIMIT;
  const totals = bakeListTotals(ordered.slice(0, BAKE_LIST_LIMIT), extras);
  const compared = compareWithSnapshot(totals, snapshot?.items ?? []);
  const totalOf = new Map(totals.map((t) => [t.productId, t]));
  const infos = new Map(
    (
      await findProductInfos(
        db,
        compared.map((c) => c.productId),
        language,
      )
    ).map((p) => [p.productId, p]),
  );
  const items = compared.map((c) => ({
    ...c,
    product: infos.get(c.productId) ?? {
      productId: c.productId,
      name: '',
      haveToWeight: false,
      approxWeight: 0,
      displayOrder: 0,
    },
    totalAmount: c.orderedAmount + c.additionalAmount,
    weightGrams: totalOf.get(c.productId)?.weightGrams ?? 0,
  }));
  return {
    bakeryId,
    deadline,
    language,
    generatedAt: snapshot?.generatedAt ?? null,
    items: items.sort((a, b) => compareProducts(a.product, b.product)),
    truncated,
  };
}

/**
 * The bake list of a deadline (requirements/production.md#bake-list): ordered products of accepted orders grouped by base
 * product with summed amounts and approximate weight, plus additional breads, beside the
 * generated list if there is one. Without a deadline: the next production run (the earliest
 * deadline of orders delivered today or later in the bakery's time zone); null when there is none.
 */
export async function getBakeList(
  ctx: RequestContext,
  deadline: Date | null,
  language: Language | null,
): Promise<BakeList | null> {
  const bakeryId = requireBakery(ctx);
  const lang = language ?? requireViewer(ctx).language;
  let at = deadline;
  if (!at) {
    const today = dateInTimeZone(ctx.platform.now(), await bakeryTimeZone(ctx, bakeryId));
    at = await findNextDeadline(ctx.platform.db, bakeryId, today);
    if (!at) return null;
  }
  return composeBakeList(ctx, bakeryId, at, lang);
}

/** Freezes the live bake list of a deadline (replacing an earlier generation) with the time it was made. */
export async function generateBakeList(
  ctx: RequestContext,
  deadline: Date,
  language: Language | null,
): Promise<BakeList> {
  const bakeryId = requireBakery(ctx);
  const now = ctx.platform.now();
  await ctx.platform.db.transaction(async (tx) => {
    const [ordered, extras] = await Promise.all([
      sumOrderedByProduct(tx, bakeryId, deadline),
      findAdditionalBreads(tx, bakeryId, [deadline]),
    ]);
    const items = bakeListTotals(ordered.slice(0, BAKE_LIST_LIMIT), extras).map((t) => ({
      productId: t.productId,
      orderedAmount: t.orderedAmount,
      additionalAmount: t.additionalAmount,
      weightGrams: t.weightGrams,
    }));
    await writeSnapshot(tx, { bakeryId, deadline, generatedAt: now, generatedById: requireViewer(ctx).id }, items);
  });
  return composeBakeList(ctx, bakeryId, deadline, language ?? requireViewer(ctx).language);
}

/** Sets the additional breads of one of the bakery's products for a deadline (whole pieces 1 … 99999). */
export async function setAdditionalBread(
  ctx: RequestContext,
  deadline: Date,
  productId: number,
  amount: number,
): Promise<BakeList> {
  const bakeryId = requireBakery(ctx);
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_ADDITIONAL_AMOUNT)
    fail('BAD_INPUT', { fields: ['amount'], max: MAX_ADDITIONAL_AMOUNT });
  if (!(await findBakeryProduct(ctx.platform.db, bakeryId, productId))) fail('NOT_FOUND');
  await upsertAdditionalBread(ctx.platform.db, { bakeryId, deadline, productId, amount });
  return composeBakeList(ctx, bakeryId, deadline, requireViewer(ctx).language);
}

/** Removes the additional breads of a product for a deadline (nothing to remove is fine). */
export async function removeAdditionalBread(ctx: RequestContext, deadline: Date, productId: number): Promise<BakeList> {
  const bakeryId = requireBakery(ctx);
  await deleteAdditionalBread(ctx.platform.db, bakeryId, deadline, productId);
  return composeBakeList(ctx, bakeryId, deadline, requireViewer(ctx).language);
}

/** Deadlines for the picker: from a week ago on, soonest first, with order counts and generation time. */
export async function listBakeListDeadlines(ctx: RequestContext) {
  const bakeryId = requireBakery(ctx);
  const now = ctx.platform.now();
  const from = new Date(now.getTime());
  from.setUTCDate(from.getUTCDate() - RECENT_DEADLINE_DAYS); // an instant bound only; no calendar day is derived from it
  return findDeadlines(ctx.platform.db, bakeryId, from, DEADLINE_LIST_LIMIT);
}

/** Accepted orders of the list's deadline changed after it was generated (empty when not generated). */
export async function changedOrdersOf(ctx: RequestContext, list: BakeList) {
  if (!list.generatedAt) return [];
  return (await findOrdersChangedSince(ctx.platform.db, list.bakeryId, list.deadline, list.generatedAt)).slice(
    0,
    BAKE_LIST_LIMIT,
  );
}

/** Breakdown by delivery zone (zone null = no zone), rows of zone × product, names in the list's language. */
export async function zoneBreakdownOf(ctx: RequestContext, list: BakeList) {
  const rows = (await sumOrderedByZone(ctx.platform.db, list.bakeryId, list.deadline)).slice(0, BAKE_LIST_LIMIT);
  return groupRows(
    ctx,
    list,
    rows,
    (r) => `${r.zoneId ?? ''}`,
    (r) => ({ zoneId: r.zoneId, zoneName: r.zoneName }),
  );
}

/** Breakdown by ordering account, rows of client × product. */
export async function clientBreakdownOf(ctx: RequestContext, list: BakeList) {
  const rows = (await sumOrderedByClient(ctx.platform.db, list.bakeryId, list.deadline)).slice(0, BAKE_LIST_LIMIT);
  // a guest without company or full name is shown by its label (username without the suffix)
  const nameOf = (r: (typeof rows)[number]) =>
    r.isGuest && r.clientName === r.clientUsername ? guestLabel(r.clientUsername) : r.clientName;
  return groupRows(
    ctx,
    list,
    rows,
    (r) => `${r.clientId}`,
    (r) => ({ clientId: r.clientId, clientName: nameOf(r) }),
  );
}

async function groupRows<R extends { productId: number; amount: number; weightGrams: number }, H>(
  ctx: RequestContext,
  list: BakeList,
  rows: R[],
  keyOf: (r: R) => string,
  headOf: (r: R) => H,
): Promise<(H & { items: { product: ProductInfo; amount: number; weightGrams: number }[] })[]> {
  const known = new Map(list.items.map((i) => [i.productId, i.product]));
  const unknown = [...new Set(rows.map((r) => r.productId).filter((id) => !known.has(id)))];
  for (const p of await findProductInfos(ctx.platform.db, unknown, list.language)) known.set(p.productId, p);
  const groups = new Map<string, H & { items: { product: ProductInfo; amount: number; weightGrams: number }[] }>();
  for (const r of rows) {
    const key = keyOf(r);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { ...headOf(r), items: [] }));
    group.items.push({
      product: present(known.get(r.productId), `product ${r.productId}`),
      amount: r.amount,
      weightGrams: r.weightGrams,
    });
  }
  for (const g of groups.values()) g.items.sort((a, b) => compareProducts(a.product, b.product));
  return [...groups.values()];
}
