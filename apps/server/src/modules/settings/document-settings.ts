import { eq, sql } from 'drizzle-orm';
import { formatDocumentNumber, isDocumentNumberFormat } from '@bakery/core';
import { billSettings } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import type { Db, Tx } from '../../platform/db/database';
import { dateInZone } from '../../platform/time';
import { userLoader } from '../users/users.service';

/** Settings → Documents: how delivery dockets are numbered (SPEC §3 dd_number_format, current_dd_number; §5 tokens). */
export interface DocumentSettings {
  ddNumberFormat: string;
  /** The number the next docket gets (current_dd_number + 1). */
  nextDdNumber: number;
  /** What the next docket's number looks like today. */
  nextDdPreview: string;
}

export interface DocumentSettingsInput {
  ddNumberFormat?: string | null;
  nextDdNumber?: number | null;
}

/** The bakery's bill_settings row, created with the defaults when it is missing. */
export async function ensureBillSettings(db: Db | Tx, bakeryId: number) {
  await db.insert(billSettings).values({ bakeryId }).onConflictDoNothing({ target: billSettings.bakeryId });
  const [row] = await db.select().from(billSettings).where(eq(billSettings.bakeryId, bakeryId));
  return row ?? fail('INTERNAL');
}

async function today(ctx: RequestContext, bakeryId: number): Promise<string> {
  const bakery = await userLoader(ctx).load(bakeryId);
  return dateInZone(ctx.platform.now(), bakery?.timeZone ?? ctx.platform.config.bakeryTimeZone);
}

function toSettings(row: { ddNumberFormat: string; currentDdNumber: number }, day: string): DocumentSettings {
  const next = row.currentDdNumber + 1;
  return { ddNumberFormat: row.ddNumberFormat, nextDdNumber: next, nextDdPreview: formatDocumentNumber(row.ddNumberFormat, next, day) };
}

export async function getDocumentSettings(ctx: RequestContext): Promise<DocumentSettings> {
  const bakeryId = requireBakery(ctx);
  return toSettings(await ensureBillSettings(ctx.platform.db, bakeryId), await today(ctx, bakeryId));
}

/**
 * Changes the docket number format and/or moves the counter. The counter only moves forward
 * (e.g. to continue the numbers of the software used before), never back: numbers already
 * printed are never issued twice. Checked under the same row lock the docket numbering takes.
 */
export async function updateDocumentSettings(ctx: RequestContext, input: DocumentSettingsInput): Promise<DocumentSettings> {
  const bakeryId = requireBakery(ctx);
  const format = input.ddNumberFormat == null ? undefined : input.ddNumberFormat.trim();
  const next = input.nextDdNumber ?? undefined;
  const bad: string[] = [];
  if (format !== undefined && !isDocumentNumberFormat(format)) bad.push('ddNumberFormat');
  if (next !== undefined && (!Number.isSafeInteger(next) || next < 1 || next > 999_999_999)) bad.push('nextDdNumber');
  if (bad.length > 0) fail('BAD_INPUT', { fields: bad });
  const row = await ctx.platform.db.transaction(async (tx) => {
    await ensureBillSettings(tx, bakeryId);
    const [locked] = await tx.select().from(billSettings).where(eq(billSettings.bakeryId, bakeryId)).for('update');
    if (!locked) fail('INTERNAL');
    if (next !== undefined && next - 1 < locked.currentDdNumber) fail('DOCUMENT_NUMBER_BACKWARDS', { fields: ['nextDdNumber'], next: locked.currentDdNumber + 1 });
    const [updated] = await tx
      .update(billSettings)
      .set({ ...(format !== undefined ? { ddNumberFormat: format } : {}), ...(next !== undefined ? { currentDdNumber: sql`${next - 1}` } : {}) })
      .where(eq(billSettings.bakeryId, bakeryId))
      .returning();
    return updated ?? fail('INTERNAL');
  });
  return toSettings(row, await today(ctx, bakeryId));
}
