import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AllergenSet } from '@bakery/core';
import { users } from './users';

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
