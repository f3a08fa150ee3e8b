import { LabelSettingsInputSchema, type LabelSettings } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { findPrinterSettings, upsertLabelSettings } from './label-settings.queries';

/** Until a bakery saves its own: a 62 mm continuous roll with prices (the table's defaults). */
export const DEFAULT_LABEL_SETTINGS: LabelSettings = { widthMm: 62, heightMm: null, priceOnLabel: true };

/** The bakery's label printer settings (requirements/production.md#labels), or the defaults. */
export async function getLabelSettings(ctx: RequestContext): Promise<LabelSettings> {
  const bakeryId = requireBakery(ctx);
  const row = await findPrinterSettings(ctx.platform.db, bakeryId);
  return row
    ? { widthMm: row.labelWidthMm, heightMm: row.labelHeightMm, priceOnLabel: row.priceOnLabel }
    : DEFAULT_LABEL_SETTINGS;
}

/**
 * Saves the label settings, checked by the core schema the web's label settings form uses: whole
 * millimetres within bounds (BAD_INPUT names the fields), height null = continuous roll.
 */
export async function updateLabelSettings(ctx: RequestContext, input: LabelSettings): Promise<LabelSettings> {
  const bakeryId = requireBakery(ctx);
  const result = LabelSettingsInputSchema.safeParse(input);
  if (!result.success) fail('BAD_INPUT', { fields: result.error.issues.map((issue) => issue.path.join('.')) });
  const { widthMm, heightMm, priceOnLabel } = result.data;
  const values = { labelWidthMm: widthMm, labelHeightMm: heightMm, priceOnLabel };
  await upsertLabelSettings(ctx.platform.db, bakeryId, values);
  return { widthMm, heightMm, priceOnLabel };
}
