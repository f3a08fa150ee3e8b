import { eq, sql } from 'drizzle-orm';
import type { Language } from '@bakery/core';
import { languages, products, translations } from '../../db/schema/index';
import type { Tx } from '../../platform/db/database';
import type { ProductRow } from './products.queries';

export async function findLanguageId(tx: Tx, language: Language): Promise<number | undefined> {
  const [row] = await tx.select({ id: languages.id }).from(languages).where(eq(languages.short, language));
  return row?.id;
}

/** Creates or replaces the translation `key` in one language (identifier `<key>_<language>`). */
export async function upsertTranslation(
  tx: Tx,
  text: { key: string; language: Language; languageId: number; translation: string; bakeryId: number | null },
): Promise<void> {
  await tx
    .insert(translations)
    .values({
      key: text.key,
      languageId: text.languageId,
      identifier: `${text.key}_${text.language}`,
      translation: text.translation,
      bakeryId: text.bakeryId,
    })
    .onConflictDoUpdate({ target: translations.identifier, set: { translation: sql`excluded.translation` } });
}

/** Marks the product changed now and returns it. */
export async function touchProduct(tx: Tx, id: number): Promise<ProductRow | undefined> {
  const [row] = await tx
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  return row;
}
