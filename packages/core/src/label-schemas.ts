/**
 * Zod schemas for the label printer settings as updateLabelSettings takes them and for the
 * settings form (requirements/production.md#labels): whole millimetres within `LABEL_WIDTH_MM` and
 * `LABEL_HEIGHT_MM` (`labelSettingsProblems`), no height for a continuous roll, price on the label.
 *
 * Invariants: issue messages are error codes (BAD_INPUT), one issue per out-of-range size on
 * `widthMm` / `heightMm`, both reported at once; an empty size field counts as out of range.
 */
import { z } from 'zod';
import { labelSettingsProblems } from './production';

/** The label settings as updateLabelSettings takes them. */
export const LabelSettingsInputSchema = z
  .object({
    widthMm: z.number({ message: 'BAD_INPUT' }),
    heightMm: z.number({ message: 'BAD_INPUT' }).nullable(),
    priceOnLabel: z.boolean({ message: 'BAD_INPUT' }),
  })
  .superRefine((settings, ctx) => {
    for (const field of labelSettingsProblems(settings))
      ctx.addIssue({ code: 'custom', path: [field], message: 'BAD_INPUT' });
  });
export type LabelSettingsInput = z.infer<typeof LabelSettingsInputSchema>;

/** A size field of the form: a number, or '' while empty (then out of range). */
const sizeSchema = z.union([z.number(), z.literal('')]).transform((mm) => (mm === '' ? 0 : mm));

/**
 * The label settings form — sizes as the number inputs hold them, whether the labels come from a
 * continuous roll (then the height is not sent) and the price switch — read into `LabelSettingsInputSchema`.
 */
export const labelSettingsFormSchema = z
  .object({ widthMm: sizeSchema, heightMm: sizeSchema, continuous: z.boolean(), priceOnLabel: z.boolean() })
  .transform(({ widthMm, heightMm, continuous, priceOnLabel }) => ({
    widthMm,
    heightMm: continuous ? null : heightMm,
    priceOnLabel,
  }))
  .pipe(LabelSettingsInputSchema);
