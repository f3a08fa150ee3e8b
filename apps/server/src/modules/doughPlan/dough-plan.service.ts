import { instantAt, isIsoDate, planDough, type DoughDemand, type MixSplit, type RecipeLine } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { getDayBakeList } from '../bakeList';
import { bookOf, findProductRecipes } from '../recipes';
import { bakeryTimeZone, bakeryToday } from '../settings/time-zone';
import { findBakehouseSettings, upsertBakehouseSettings } from './dough-plan.queries';

export interface BakehouseSettingsView {
  mixerCapacityGrams: number;
  mixSplit: MixSplit;
  scrapBasisPoints: number;
}

export const DEFAULT_BAKEHOUSE: BakehouseSettingsView = {
  mixerCapacityGrams: 60_000,
  mixSplit: 'EQUAL',
  scrapBasisPoints: 100,
};
export const MIXER_MIN_GRAMS = 1000;
export const MIXER_MAX_GRAMS = 1_000_000;
export const SCRAP_MAX = 2000;

export interface DoughPlanProduct {
  productId: number;
  name: string;
  pieces: number;
  doughGrams: number;
}

export interface DoughPlanView {
  deliveryDate: string;
  settings: BakehouseSettingsView;
  recipes: {
    recipe: { id: number; name: string };
    version: number;
    grams: number;
    leadHours: number | null;
    products: DoughPlanProduct[];
    mixes: { grams: number; lines: (RecipeLine & { name: string; grams: number })[] }[];
  }[];
  ingredients: { ingredientId: number; name: string; unit: string; grams: number }[];
  /** Baked pieces no dough is planned for: bought-in goods and products not linked to a recipe yet. */
  unplanned: { productId: number; name: string; pieces: number; boughtIn: boolean }[];
}

export async function getBakehouseSettings(ctx: RequestContext): Promise<BakehouseSettingsView> {
  const row = await findBakehouseSettings(ctx.platform.db, requireBakery(ctx));
  return row
    ? {
        mixerCapacityGrams: row.mixerCapacityGrams,
        mixSplit: row.mixSplit as MixSplit,
        scrapBasisPoints: row.scrapBasisPoints,
      }
    : DEFAULT_BAKEHOUSE;
}

/** The mixer's capacity (1 … 1,000 kg), how doughs are split and the scrap (0 … 20 %); BAD_INPUT names what is out of range. */
export async function setBakehouseSettings(
  ctx: RequestContext,
  input: BakehouseSettingsView,
): Promise<BakehouseSettingsView> {
  const bakeryId = requireBakery(ctx);
  const fields: string[] = [];
  const capacity = input.mixerCapacityGrams;
  if (!Number.isInteger(capacity) || capacity < MIXER_MIN_GRAMS || capacity > MIXER_MAX_GRAMS)
    fields.push('mixerCapacityGrams');
  if (!Number.isInteger(input.scrapBasisPoints) || input.scrapBasisPoints < 0 || input.scrapBasisPoints > SCRAP_MAX)
    fields.push('scrapBasisPoints');
  if (fields.length > 0) fail('BAD_INPUT', { fields });
  await upsertBakehouseSettings(ctx.platform.db, bakeryId, input);
  return getBakehouseSettings(ctx);
}

/**
 * The dough plan of a delivery day (requirements/bakehouse.md): the day's bake list (every deadline,
 * with the additional breads) made into doughs — pieces × dough per piece of each product's recipe,
 * with the scrap — each split into the mixer's mixes, every recipe they use made once before them,
 * and the ingredients to take from the store, toppings included. A day that has begun reads the
 * recipes in the versions in force at its start: a change today does not rewrite today's plan.
 */
export async function getDoughPlan(ctx: RequestContext, deliveryDate: string): Promise<DoughPlanView> {
  const bakeryId = requireBakery(ctx);
  const viewer = requireViewer(ctx);
  if (!isIsoDate(deliveryDate)) fail('BAD_INPUT', { fields: ['deliveryDate'] });
  const [zone, today] = await Promise.all([bakeryTimeZone(ctx, bakeryId), bakeryToday(ctx, bakeryId)]);
  const at = deliveryDate <= today ? instantAt(deliveryDate, '00:00:00', zone) : undefined;
  const [day, links, { book, names, versions, units }, settings] = await Promise.all([
    getDayBakeList(ctx, deliveryDate, viewer.language),
    findProductRecipes(ctx.platform.db, bakeryId),
    bookOf(ctx.platform.db, bakeryId, at),
    getBakehouseSettings(ctx),
  ]);
  const linkOf = new Map(links.map(({ link }) => [link.productId, link]));
  const demand: DoughDemand[] = [];
  const byRecipe = new Map<string, DoughPlanProduct[]>();
  const toppings = new Map<string, number>();
  const unplanned: DoughPlanView['unplanned'] = [];
  for (const item of day.items) {
    const link = linkOf.get(item.product.productId);
    const pieces = item.totalAmount;
    if (pieces <= 0) continue;
    if (!link || link.recipeId === null || !book.recipes.has(String(link.recipeId))) {
      unplanned.push({
        productId: item.product.productId,
        name: item.product.name,
        pieces,
        boughtIn: link?.recipeId === null,
      });
      continue;
    }
    const recipeId = String(link.recipeId);
    demand.push({ recipeId, grams: pieces * link.doughGrams });
    const products = byRecipe.get(recipeId) ?? [];
    products.push({ productId: item.product.productId, name: item.product.name, pieces, doughGrams: link.doughGrams });
    byRecipe.set(recipeId, products);
    for (const topping of link.toppings) {
      const id = String(topping.ingredientId);
      toppings.set(id, (toppings.get(id) ?? 0) + pieces * topping.grams);
    }
  }
  const plan = planDough(demand, book, {
    capacityGrams: settings.mixerCapacityGrams,
    split: settings.mixSplit,
    scrapBasisPoints: settings.scrapBasisPoints,
  });
  for (const [id, grams] of toppings) plan.ingredients.set(id, (plan.ingredients.get(id) ?? 0) + grams);
  return {
    deliveryDate,
    settings,
    recipes: plan.recipes.map((entry) => ({
      recipe: { id: Number(entry.recipe.id), name: entry.recipe.name },
      version: versions.get(entry.recipe.id) ?? 1,
      grams: entry.grams,
      leadHours: entry.recipe.leadHours,
      products: byRecipe.get(entry.recipe.id) ?? [],
      mixes: entry.mixes.map((mix) => ({
        grams: mix.grams,
        lines: mix.lines.map((part) => ({
          ...part.line,
          name: names.get(`${part.line.kind}:${part.line.id}`) ?? '',
          grams: part.grams,
        })),
      })),
    })),
    ingredients: [...plan.ingredients]
      .map(([id, grams]) => ({
        ingredientId: Number(id),
        name: names.get(`INGREDIENT:${id}`) ?? '',
        unit: units.get(id) ?? 'KG',
        grams,
      }))
      .sort((a, b) => b.grams - a.grams || a.name.localeCompare(b.name)),
    unplanned,
  };
}
