import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AllergenSet, RecipeLine } from '@bakery/core';

/** A topping of a product: an ingredient put on each piece, not in the mix (seeds on top). */
export interface ProductTopping {
  ingredientId: string;
  grams: number;
}
import { users } from './users';
import { products } from './catalogue';

const NONE = { allergens: [], cereals: [], nuts: [] } satisfies AllergenSet;

/**
 * The bakehouse (issue 48): an ingredient of a bakery, named in de, it and en, bought per kg, l or
 * piece at an optional price per unit, its role for the baker's percentages, and the Annex II
 * allergens (Reg. EU 1169/2011) it contains and may contain as traces, read through
 * `readAllergenSet` (@bakery/core).
 */
export const ingredients = pgTable(
  'ingredients',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => users.id),
    nameDe: text('name_de').notNull(),
    nameIt: text('name_it').notNull(),
    nameEn: text('name_en').notNull(),
    unit: text('unit').notNull(),
    pricePerUnit: numeric('price_per_unit', { precision: 12, scale: 4 }),
    role: text('role').notNull(),
    contains: jsonb('contains').$type<AllergenSet>().notNull().default(NONE),
    traces: jsonb('traces').$type<AllergenSet>().notNull().default(NONE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ingredients_bakery_idx').on(t.bakeryId),
    check('ingredients_unit', sql`${t.unit} IN ('KG', 'L', 'PIECE')`),
    check('ingredients_role', sql`${t.role} IN ('FLOUR', 'LIQUID', 'OTHER')`),
    check('ingredients_price_nonneg', sql`${t.pricePerUnit} >= 0`),
  ],
);

/**
 * A recipe of a bakery (a dough, a filling, a preferment): its name and the number of its current
 * version. What it is made of lives in its versions, which are never changed: a change is a new
 * version, so the dough plan of a day that is past reads the version it was made with.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipes_bakery_idx').on(t.bakeryId)],
);

/** One version of a recipe: its amounts (baker's percentages or weights), lines and a preferment's lead time. */
export const recipeVersions = pgTable(
  'recipe_versions',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    amounts: text('amounts').notNull(),
    /** `RecipeLine`s with the ids of ingredients and recipes of the same bakery, as text. */
    lines: jsonb('lines').$type<RecipeLine[]>().notNull(),
    leadHours: integer('lead_hours'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recipe_versions_uq').on(t.recipeId, t.version),
    check('recipe_versions_amounts', sql`${t.amounts} IN ('PERCENT', 'WEIGHT')`),
    check('recipe_versions_lead_hours', sql`${t.leadHours} BETWEEN 0 AND 72`),
  ],
);

/**
 * How a bakery's product is made: its recipe (none for bought-in goods), the raw dough per piece, the
 * weight it loses in the oven (basis points) and the toppings on each piece.
 */
export const productRecipes = pgTable(
  'product_recipes',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => users.id),
    recipeId: integer('recipe_id').references(() => recipes.id),
    doughGrams: integer('dough_grams').notNull().default(0),
    bakeLossBasisPoints: integer('bake_loss_bp').notNull().default(0),
    toppings: jsonb('toppings').$type<ProductTopping[]>().notNull().default([]),
  },
  (t) => [
    index('product_recipes_bakery_idx').on(t.bakeryId),
    index('product_recipes_recipe_idx').on(t.recipeId),
    check('product_recipes_dough', sql`${t.doughGrams} BETWEEN 0 AND 100000`),
    check('product_recipes_loss', sql`${t.bakeLossBasisPoints} BETWEEN 0 AND 9000`),
  ],
);

/** A bakery's dough room: its mixer's capacity, how a dough is split into mixes, the scrap added to each dough. */
export const bakehouseSettings = pgTable(
  'bakehouse_settings',
  {
    bakeryId: integer('bakery_id')
      .primaryKey()
      .references(() => users.id),
    mixerCapacityGrams: integer('mixer_capacity_grams').notNull().default(60000),
    mixSplit: text('mix_split').notNull().default('EQUAL'),
    scrapBasisPoints: integer('scrap_bp').notNull().default(100),
  },
  (t) => [
    check('bakehouse_settings_capacity', sql`${t.mixerCapacityGrams} BETWEEN 1000 AND 1000000`),
    check('bakehouse_settings_split', sql`${t.mixSplit} IN ('EQUAL', 'FULL')`),
    check('bakehouse_settings_scrap', sql`${t.scrapBasisPoints} BETWEEN 0 AND 2000`),
  ],
);
