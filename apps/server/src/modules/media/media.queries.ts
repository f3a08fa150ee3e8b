import { eq, inArray, sql } from 'drizzle-orm';
import { billSettings, bills, media, plans, products, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { one } from '../../platform/db/rows';

export type MediaRow = typeof media.$inferSelect;

/** One resized variant as kept in `media.formats`. */
export interface MediaFormat {
  key: string;
  url: string;
  width: number;
  height: number;
  size: number;
}

export const FORMAT_NAMES = ['thumbnail', 'small', 'medium'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];
export type MediaFormats = Record<FormatName, MediaFormat>;

export async function insertMedia(
  db: Db,
  values: { url: string; formats: MediaFormats; provider: string; ownerId: number; alternativeText?: string | null },
): Promise<MediaRow> {
  return one(await db.insert(media).values(values).returning(), 'inserted media');
}

export async function findMedia(db: Db | Tx, id: number): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}

/** Batched for the DataLoader: one statement per page of products. */
export function findMediaByIds(db: Db, ids: readonly number[]): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(inArray(media.id, [...ids]));
}

/**
 * References outside products (logos, profile pictures, documents): these are not cleared silently.
 * Compared with the id as a parameter: in a query on one table Drizzle prints `media.id` as a bare
 * "id", which inside each subquery named the subquery's own id (a logo counted as used only when
 * its bill_settings row had the media's id, so deleting a logo in use failed on the foreign key).
 */
export async function hasOtherReferences(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({
      used: sql<boolean>`(exists (select 1 from ${users} where ${users.profilePictureId} = ${id})
        or exists (select 1 from ${plans} where ${plans.thumbId} = ${id})
        or exists (select 1 from ${bills} where ${bills.pdfId} = ${id})
        or exists (select 1 from ${billSettings} where ${billSettings.pdfLogoId} = ${id}))`,
    })
    .from(media)
    .where(eq(media.id, id));
  return Boolean(row?.used);
}

export async function clearProductThumbs(tx: Tx, mediaId: number): Promise<void> {
  await tx
    .update(products)
    .set({ thumbId: null, updatedAt: sql`now()` })
    .where(eq(products.thumbId, mediaId));
}

export async function deleteMediaRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(media).where(eq(media.id, id));
}

export async function setThumb(db: Db, productId: number, mediaId: number | null) {
  return one(
    await db
      .update(products)
      .set({ thumbId: mediaId, updatedAt: sql`now()` })
      .where(eq(products.id, productId))
      .returning(),
    'updated products',
  );
}

/** Storage keys of every stored variant of a media row. */
export function keysOf(row: MediaRow): string[] {
  const formats = (row.formats ?? {}) as Partial<MediaFormats>;
  return FORMAT_NAMES.map((name) => formats[name]?.key).filter((key): key is string => typeof key === 'string');
}
