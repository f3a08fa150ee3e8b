import {
  DiscountInputSchema,
  discountStepsProblem,
  normalizePercent,
  parseDecimal,
  type DiscountStep,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import {
  countClientsPerDiscount,
  countClientsWithDiscount,
  deleteDiscountRow,
  findDiscount,
  findDiscountsOfBakery,
  insertDiscount,
  lockDiscount,
  updateDiscountRow,
  type DiscountRow,
} from './discounts.queries';

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

/** Checks a discount with the core schema the web's discount form uses too; fields and problem name what is wrong. */
function clean(name: string, steps: readonly DiscountStep[]): { name: string; range: StoredStep[] } {
  const result = DiscountInputSchema.safeParse({ name, steps });
  if (!result.success) {
    const fields = ['name', 'steps'].filter((field) => result.error.issues.some((issue) => issue.path[0] === field));
    const problem = discountStepsProblem(steps);
    fail('BAD_INPUT', { fields, ...(problem ? { problem } : {}) });
  }
  return { name: result.data.name, range: stepsToRange(result.data.steps) };
}

async function ownDiscount(ctx: RequestContext, id: number): Promise<DiscountRow> {
  const bakeryId = requireBakery(ctx);
  const row = await findDiscount(ctx.platform.db, id);
  if (!row || row.bakeryId !== bakeryId) fail('NOT_FOUND');
  return row;
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
  const [rows, counts] = await Promise.all([
    findDiscountsOfBakery(ctx.platform.db, bakeryId),
    countClientsPerDiscount(ctx.platform.db, bakeryId),
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
  return view(await insertDiscount(ctx.platform.db, bakeryId, values), 0);
}

export async function updateDiscount(
  ctx: RequestContext,
  id: number,
  name: string,
  steps: readonly DiscountStep[],
): Promise<DiscountView> {
  await ownDiscount(ctx, id);
  const values = clean(name, steps);
  const row = await updateDiscountRow(ctx.platform.db, id, values);
  if (!row) fail('NOT_FOUND');
  return view(row, await countClientsWithDiscount(ctx.platform.db, id));
}

/** Deletes a discount no client has (DISCOUNT_HAS_CLIENTS with the count otherwise). */
export async function deleteDiscount(ctx: RequestContext, id: number): Promise<void> {
  await ownDiscount(ctx, id);
  await ctx.platform.db.transaction(async (tx) => {
    // lock the discount so a concurrent client edit cannot assign it between the count and the delete
    await lockDiscount(tx, id);
    const clients = await countClientsWithDiscount(tx, id);
    if (clients > 0) fail('DISCOUNT_HAS_CLIENTS', { clients });
    await deleteDiscountRow(tx, id);
  });
}
