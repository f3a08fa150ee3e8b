import { asc, eq, sql } from 'drizzle-orm';
import {
  DISCOUNT_NAME_MAX,
  discountStepsProblem,
  normalizePercent,
  parseDecimal,
  type DiscountStep,
} from '@bakery/core';
import { discounts, users } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';

type DiscountRow = typeof discounts.$inferSelect;

/** A discount as the API shows it: steps in cents, ascending, and how many clients have it. */
export interface DiscountView {
  id: number;
  name: string;
  steps: DiscountStep[];
  userCount: number;
}

/** One stored step of `discounts.range`: euros and percent as decimal strings ({ from: "0.00", percent: "5.00" }). */
interface StoredStep {
  from: string;
  percent: string;
}

function centsToEuros(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Reads the stored range leniently: unreadable steps are skipped, numbers are accepted as legacy data. */
export function rangeToSteps(range: unknown): DiscountStep[] {
  if (!Array.isArray(range)) return [];
  const steps: DiscountStep[] = [];
  for (const item of range as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { from, percent } = item as Record<string, unknown>;
    try {
      const fromCents = Number(parseDecimal(typeof from === 'number' ? from.toFixed(2) : String(from), 2));
      steps.push({
        fromCents,
        percent: normalizePercent(typeof percent === 'number' ? percent.toFixed(2) : String(percent)),
      });
    } catch {
      // skip a step that is not a decimal
    }
  }
  return steps.sort((x, y) => x.fromCents - y.fromCents);
}

function stepsToRange(steps: readonly DiscountStep[]): StoredStep[] {
  return steps.map((s) => ({ from: centsToEuros(s.fromCents), percent: normalizePercent(s.percent) }));
}

function clean(name: string, steps: readonly DiscountStep[]): { name: string; range: StoredStep[] } {
  const trimmed = name.trim();
  const fields: string[] = [];
  if (!trimmed || trimmed.length > DISCOUNT_NAME_MAX) fields.push('name');
  const problem = discountStepsProblem(steps);
  if (problem !== null) fields.push('steps');
  if (fields.length) fail('BAD_INPUT', { fields, ...(problem ? { problem } : {}) });
  return { name: trimmed, range: stepsToRange(steps) };
}

async function ownDiscount(ctx: RequestContext, id: number): Promise<DiscountRow> {
  const bakeryId = requireBakery(ctx);
  const [row] = await ctx.platform.db.select().from(discounts).where(eq(discounts.id, id));
  if (!row || row.bakeryId !== bakeryId) fail('NOT_FOUND');
  return row;
}

async function clientCount(ctx: RequestContext, id: number): Promise<number> {
  const [row] = await ctx.platform.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.discountId, id));
  return row?.n ?? 0;
}

const view = (row: DiscountRow, userCount: number): DiscountView => ({
  id: row.id,
  name: row.name,
  steps: rangeToSteps(row.range),
  userCount,
});

/** The bakery's discounts by name with the number of clients having each. Two statements. */
export async function listDiscounts(ctx: RequestContext): Promise<DiscountView[]> {
  const bakeryId = requireBakery(ctx);
  const db = ctx.platform.db;
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(discounts)
      .where(eq(discounts.bakeryId, bakeryId))
      .orderBy(asc(sql`lower(${discounts.name})`), asc(discounts.id)),
    db
      .select({ id: users.discountId, n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.bakeryId, bakeryId))
      .groupBy(users.discountId),
  ]);
  return rows.map((r) => view(r, counts.find((c) => c.id === r.id)?.n ?? 0));
}

export async function createDiscount(
  ctx: RequestContext,
  name: string,
  steps: readonly DiscountStep[],
): Promise<DiscountView> {
  const bakeryId = requireBakery(ctx);
  const values = clean(name, steps);
  const [row] = await ctx.platform.db
    .insert(discounts)
    .values({ bakeryId, ...values })
    .returning();
  return view(row!, 0);
}

export async function updateDiscount(
  ctx: RequestContext,
  id: number,
  name: string,
  steps: readonly DiscountStep[],
): Promise<DiscountView> {
  await ownDiscount(ctx, id);
  const values = clean(name, steps);
  const [row] = await ctx.platform.db.update(discounts).set(values).where(eq(discounts.id, id)).returning();
  return view(row!, await clientCount(ctx, id));
}

/** Deletes a discount no client has (DISCOUNT_HAS_CLIENTS with the count otherwise). */
export async function deleteDiscount(ctx: RequestContext, id: number): Promise<void> {
  await ownDiscount(ctx, id);
  await ctx.platform.db.transaction(async (tx) => {
    // lock the discount so a concurrent client edit cannot assign it between the count and the delete
    await tx.select({ id: discounts.id }).from(discounts).where(eq(discounts.id, id)).for('update');
    const [clients] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.discountId, id));
    if ((clients?.n ?? 0) > 0) fail('DISCOUNT_HAS_CLIENTS', { clients: clients!.n });
    await tx.delete(discounts).where(eq(discounts.id, id));
  });
}
