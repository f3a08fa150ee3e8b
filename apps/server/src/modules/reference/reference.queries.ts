import { asc, eq } from 'drizzle-orm';
import { languages, plans, vats } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';

export type LanguageRow = typeof languages.$inferSelect;
export type VatRow = typeof vats.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

export function findLanguages(db: Db): Promise<LanguageRow[]> {
  return db.select().from(languages).orderBy(asc(languages.id));
}

/** The VAT rates that can be chosen, lowest first. */
export function findActiveVats(db: Db): Promise<VatRow[]> {
  return db.select().from(vats).where(eq(vats.active, true)).orderBy(asc(vats.value));
}

export function findPlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.id));
}
